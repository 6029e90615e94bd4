/// The cost of deriving a vault key from a passphrase with scrypt. Stored in each vault's header,
/// so a vault always opens with the parameters it was created with; these only apply to new vaults.
///
/// Deriving happens once per vault file per ``KeychainStore``, never per read or write.
public struct ScryptParameters: Hashable, Sendable {
    /// log₂ of the CPU/memory cost N.
    public var logN: UInt8
    /// The block size r.
    public var blockSize: UInt32
    /// The parallelism p.
    public var parallelism: UInt32

    /// Creates parameters; memory use is about 128 · r · 2^logN bytes.
    public init(logN: UInt8, blockSize: UInt32 = 8, parallelism: UInt32 = 1) {
        self.logN = logN
        self.blockSize = blockSize
        self.parallelism = parallelism
    }

    /// N = 2^16, r = 8, p = 1 (64 MiB; see docs/CairnKeychain.md for the measured open time).
    public static let `default` = ScryptParameters(logN: 16)

    /// N = 2^10, r = 8, p = 1: fast and weak. For tests only.
    public static let testing = ScryptParameters(logN: 10)

    /// Whether these parameters are within the limits Cairn accepts from a vault header
    /// (a tampered header must not make the process allocate gigabytes).
    var isAcceptable: Bool {
        (1...22).contains(logN) && (1...32).contains(blockSize) && (1...16).contains(parallelism)
            && (UInt64(128) * UInt64(blockSize) << UInt64(logN)) <= 1 << 30
    }
}
