import Foundation

/// Something bytes can be read from, in order, into a caller's buffer.
protocol ByteSource {
    /// Fills `buffer` as far as possible; returns fewer bytes only at the end.
    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int
}

/// Something bytes can be appended to.
protocol ByteSink {
    /// Appends all of `bytes`.
    func write(_ bytes: UnsafeRawBufferPointer) throws
}

extension RawFile: ByteSource {}
extension AtomicFileWriter: ByteSink {}

/// Reads from an in-memory buffer.
final class DataSource: ByteSource {
    private let data: Data
    private var offset: Int

    init(_ data: Data) {
        self.data = data
        offset = data.startIndex
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        let count = min(buffer.count, data.endIndex - offset)
        data.copyBytes(to: buffer.bindMemory(to: UInt8.self), from: offset..<offset + count)
        offset += count
        return count
    }
}

/// Collects bytes in memory.
final class DataSink: ByteSink {
    private(set) var data = Data()

    func write(_ bytes: UnsafeRawBufferPointer) throws {
        data.append(contentsOf: bytes)
    }
}
