// LINUX SHIM: on Linux, URLSession, URLSessionConfiguration, URLCache and URLRequest live in
// FoundationNetworking, not Foundation; NetworkService.swift and the request files only
// `import Foundation`. Re-exporting FoundationNetworking from one file makes it visible module-wide.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
