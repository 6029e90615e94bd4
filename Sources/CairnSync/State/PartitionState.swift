/// The state of one partition on a replica: its objects, its tombstones, the sequence number it
/// has reached and its checksum. The server and every client hold one and change it only by
/// applying server transactions' effects, with this same code.
public struct PartitionState: Hashable, Sendable, Codable {
    /// The live objects.
    public private(set) var objects: [ObjectKey: ObjectState] = [:]
    /// The deleted objects.
    public private(set) var tombstones: [ObjectKey: Tombstone] = [:]
    /// The last server transaction applied.
    public private(set) var seq: Int64 = 0
    /// The checksum of the objects and tombstones, kept up to date as effects apply.
    public private(set) var checksum: UInt64 = 0

    /// An empty partition.
    public init() {}

    /// A partition as it was stored: the caller vouches that the checksum is these objects' and
    /// tombstones'.
    init(objects: [ObjectKey: ObjectState], tombstones: [ObjectKey: Tombstone], seq: Int64, checksum: UInt64) {
        (self.objects, self.tombstones, self.seq, self.checksum) = (objects, tombstones, seq, checksum)
    }

    /// The same sequence number and checksum with no objects or tombstones: what a device stores
    /// beside its rows of objects.
    var header: PartitionState {
        PartitionState(objects: [:], tombstones: [:], seq: seq, checksum: checksum)
    }

    /// Applies a server transaction's effects and moves to its sequence number.
    public mutating func apply(_ transaction: ServerTransaction) {
        for effect in transaction.effects { apply(effect) }
        advance(to: transaction.seq)
    }

    /// Moves to a sequence number whose effects are applied.
    public mutating func advance(to seq: Int64) {
        self.seq = max(self.seq, seq)
    }

    /// Applies one effect.
    public mutating func apply(_ effect: ObjectEffect) {
        switch effect {
        case .write(let key, let versions):
            guard tombstones[key] == nil else { return }
            var object = objects[key] ?? ObjectState()
            for (name, version) in versions {
                if let old = object.properties[name] { checksum &-= StateChecksum.of(key, name, old) }
                object.properties[name] = version
                checksum &+= StateChecksum.of(key, name, version)
            }
            objects[key] = object
        case .delete(let key, let tombstone):
            guard tombstones[key] == nil else { return }
            if let object = objects.removeValue(forKey: key) {
                for (name, version) in object.properties { checksum &-= StateChecksum.of(key, name, version) }
            }
            tombstones[key] = tombstone
            checksum &+= StateChecksum.of(key, tombstone)
        }
    }

    /// Replaces objects and tombstones with the server's state of them as of `seq` (a catch-up
    /// from state, for a cursor older than the server's log).
    public mutating func apply(_ snapshot: PartitionSnapshot) {
        for (key, tombstone) in snapshot.tombstones { apply(.delete(key, tombstone)) }
        for (key, object) in snapshot.objects where tombstones[key] == nil {
            if let old = objects[key] {
                for (name, version) in old.properties { checksum &-= StateChecksum.of(key, name, version) }
            }
            objects[key] = object
            for (name, version) in object.properties { checksum &+= StateChecksum.of(key, name, version) }
        }
        seq = max(seq, snapshot.asOfSeq)
    }

    /// The checksum computed from scratch, to check the one kept up to date.
    public var recomputedChecksum: UInt64 {
        var sum: UInt64 = 0
        for (key, object) in objects {
            for (name, version) in object.properties { sum &+= StateChecksum.of(key, name, version) }
        }
        for (key, tombstone) in tombstones { sum &+= StateChecksum.of(key, tombstone) }
        return sum
    }

    /// The objects and tombstones that changed after `cursor`, as of now.
    public func snapshot(after cursor: Int64) -> PartitionSnapshot {
        PartitionSnapshot(
            asOfSeq: seq,
            objects: objects.filter { $0.value.lastSeq > cursor },
            tombstones: tombstones.filter { $0.value.seq > cursor }
        )
    }
}
