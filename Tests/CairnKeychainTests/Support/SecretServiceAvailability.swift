import Foundation
import Testing

@testable import CairnKeychain

/// Whether the Secret Service tests can run here, and what to do when they cannot.
enum SecretServiceAvailability {
    /// Set by `.ci/with-secret-service`: a missing service is then a failure, not a skip.
    static var isRequired: Bool { ProcessInfo.processInfo.environment["CAIRN_REQUIRE_SECRET_SERVICE"] == "1" }

    /// Why the service cannot be used, or `nil` when it can.
    static let unavailableReason: String? = {
        do {
            _ = try SecretServiceBackend.connect()
            return nil
        } catch {
            if !isRequired { FileHandle.standardError.write(Data((skipMessage(for: "\(error)") + "\n").utf8)) }
            return "\(error)"
        }
    }()

    /// What a skipped Secret Service test says.
    static func skipMessage(for reason: String) -> String {
        "CairnKeychainTests: Secret Service tests skipped: \(reason). Run `.ci/with-secret-service swift test` (needs dbus, gnome-keyring, libsecret-1-0) to include them."
    }

    /// Returns when the service is usable; otherwise fails (CI) or cancels the test with instructions.
    static func requireOrCancel() throws {
        guard let reason = unavailableReason else { return }
        if isRequired {
            Issue.record("CAIRN_REQUIRE_SECRET_SERVICE=1 but the Secret Service is unreachable: \(reason)")
            throw KeychainError(.notAvailable, reason)
        }
        try Test.cancel(Comment(rawValue: skipMessage(for: reason)))
    }
}
