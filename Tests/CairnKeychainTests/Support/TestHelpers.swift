import Foundation
import Testing

@testable import CairnKeychain

/// Every backend, for parameterized specs.
let allBackends = KeychainBackendKind.allCases
/// The backends that persist across processes.
let persistentBackends: [KeychainBackendKind] = [.file, .secretService]

/// A generic password item.
func genericPassword(service: String = "com.example.auth", account: String, secret: String) -> KeychainItem {
    var item = KeychainItem(.genericPassword, data: Data(secret.utf8))
    item.service = service
    item.account = account
    return item
}

/// Asserts that `body` throws a ``KeychainError`` with `code`, and returns it.
@discardableResult
func expectKeychainError<R>(
    _ code: KeychainError.Code, sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () throws -> R
) -> KeychainError? {
    do {
        _ = try body()
        Issue.record("Expected KeychainError \(code.rawValue), but nothing was thrown", sourceLocation: sourceLocation)
    } catch let error as KeychainError {
        #expect(error.code == code, "got \(error)", sourceLocation: sourceLocation)
        return error
    } catch {
        Issue.record("Expected KeychainError \(code.rawValue), got \(error)", sourceLocation: sourceLocation)
    }
    return nil
}

/// The secret of the generic password `account` in `service`.
func secret(in store: KeychainStore, service: String = "com.example.auth", account: String) throws -> String? {
    var query = KeychainQuery.genericPassword(service: service, account: account)
    query.returnData = true
    return try store.item(matching: query).data.map { String(decoding: $0, as: UTF8.self) }
}

/// Every regular file below `directory`.
func files(below directory: URL) -> [URL] {
    let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.isRegularFileKey])
    return (enumerator?.allObjects as? [URL] ?? []).filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
}

/// Whether `needle` occurs in `haystack`.
func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    guard !needle.isEmpty, haystack.count >= needle.count else { return false }
    return (0...(haystack.count - needle.count)).contains { haystack[$0..<($0 + needle.count)].elementsEqual(needle) }
}
