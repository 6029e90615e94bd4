import Foundation

/// A `NotificationCenter` observer registration, kept to remove it later.
struct ObserverToken: @unchecked Sendable {
    // Safety: the token is opaque; it is only handed back to `NotificationCenter.removeObserver`,
    // which is thread-safe.
    let token: any NSObjectProtocol
}
