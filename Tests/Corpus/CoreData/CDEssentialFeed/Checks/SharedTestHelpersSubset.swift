// Written for the corpus, NOT from the source: the source's EssentialFeedTests/Helpers/SharedTestHelpers.swift
// also declares `HTTPURLResponse(statusCode:)`, which lives in FoundationNetworking on Linux and has
// nothing to do with persistence. These are its helpers the cache tests use, copied unchanged.
import Foundation

func anyNSError() -> NSError {
	return NSError(domain: "any error", code: 0)
}

func anyURL() -> URL {
	return URL(string: "http://any-url.com")!
}

func anyData() -> Data {
	return Data("any data".utf8)
}

extension Date {
	func adding(seconds: TimeInterval) -> Date {
		return self + seconds
	}

	func adding(minutes: Int, calendar: Calendar = Calendar(identifier: .gregorian)) -> Date {
		return calendar.date(byAdding: .minute, value: minutes, to: self)!
	}

	func adding(days: Int, calendar: Calendar = Calendar(identifier: .gregorian)) -> Date {
		return calendar.date(byAdding: .day, value: days, to: self)!
	}
}
