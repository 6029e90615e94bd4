import Cairn
import Foundation
import Synchronization

/// Shows the progress of long command-line work (`cairn migrate`, `cairn import` of a large file)
/// on standard error: a bar redrawn in place when standard error is a terminal, otherwise a plain
/// line per tenth, so logs and pipes get readable lines rather than carriage returns. Standard
/// output keeps the command's results.
///
/// ```swift
/// let progress = ProgressLine(unit: "objects")
/// for index in 0..<count { progress.show(completed: index + 1, of: count) }
/// progress.finish()
/// // not a terminal: "10 % (100 of 1000 objects)" … "100 % (1000 of 1000 objects)"
/// // a terminal:     "\r[##########..........] 50 % (500 of 1000 objects)", redrawn in place
/// ```
final class ProgressLine: Sendable {
    private struct State {
        var lastTenth = -1
        var drawn = false
    }

    private let unit: String
    private let isTerminal: Bool
    private let write: @Sendable (String) -> Void
    private let state = Mutex(State())

    /// Creates a progress display counting `unit` (plural, such as `rows`).
    ///
    /// - Parameters:
    ///   - isTerminal: whether to draw a bar; by default, whether standard error is a terminal.
    ///   - write: where the text goes; by default, standard error.
    init(
        unit: String, isTerminal: Bool = isatty(STDERR_FILENO) != 0,
        write: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }
    ) {
        self.unit = unit
        self.isTerminal = isTerminal
        self.write = write
    }

    /// Shows that `completed` of `total` units are done.
    func show(completed: Int, of total: Int) {
        let percent = total > 0 ? min(100, max(0, completed * 100 / total)) : 100
        let counts = "\(percent) % (\(completed) of \(total) \(unit))"
        state.withLock { state in
            if isTerminal {
                let filled = percent / 5
                write("\r[\(String(repeating: "#", count: filled))\(String(repeating: ".", count: 20 - filled))] \(counts)")
                state.drawn = true
            } else if percent / 10 > state.lastTenth {
                state.lastTenth = percent / 10
                write(counts + "\n")
            }
        }
    }

    /// Shows a migration's progress (its units are rows).
    func show(_ progress: MigrationProgress) {
        show(completed: Int(progress.completedUnitCount), of: Int(progress.totalUnitCount))
    }

    /// Ends the bar's line on a terminal (nothing otherwise).
    func finish() {
        state.withLock { state in
            if state.drawn { write("\n") }
            state.drawn = false
        }
    }
}
