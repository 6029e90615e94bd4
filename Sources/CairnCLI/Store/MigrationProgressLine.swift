import Cairn
import Foundation

/// Shows a migration's progress: a bar redrawn in place on a terminal, a line per tenth otherwise
/// (logs and pipes get readable lines, not carriage returns).
final class MigrationProgressLine: @unchecked Sendable {
    // Safety: the state is only touched under `lock`.
    private let lock = NSLock()
    private let isTerminal: Bool
    private var lastTenth = -1
    private var drawn = false

    init(isTerminal: Bool) {
        self.isTerminal = isTerminal
    }

    /// Shows `progress`.
    func show(_ progress: MigrationProgress) {
        lock.withLock {
            let percent = Int(progress.fractionCompleted * 100)
            if isTerminal {
                let filled = percent / 5
                let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: 20 - filled)
                FileHandle.standardOutput.write(Data("\r[\(bar)] \(percent) % (\(progress.completedUnitCount) of \(progress.totalUnitCount) rows)".utf8))
                drawn = true
            } else if percent / 10 > lastTenth {
                lastTenth = percent / 10
                print("\(percent) % (\(progress.completedUnitCount) of \(progress.totalUnitCount) rows)")
            }
        }
    }

    /// Ends the bar's line.
    func finish() {
        lock.withLock { if drawn { print("") } }
    }
}
