import Foundation

// cairn-bench: Cairn against raw SQLite and GRDB, interleaved, with the targets.
// See Benchmarks/README.md.

func log(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

do {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.first == MemoryChild.flag {
        try MemoryChild.runChild(Array(arguments.dropFirst()))
        exit(0)
    }
    if arguments.first == MigrationBench.flag {
        try MigrationBench.main(Array(arguments.dropFirst()), log: log)
        exit(0)
    }
    if arguments.first == DataBench.childFlag {
        try DataBench.runChild(Array(arguments.dropFirst()))
        exit(0)
    }
    if arguments.first == DataBench.flag {
        try DataBench.main(Array(arguments.dropFirst()), log: log)
        exit(0)
    }
    if arguments.first == HistoryBench.flag {
        try HistoryBench.main(Array(arguments.dropFirst()), log: log)
        exit(0)
    }
    if arguments.first == SyncBench.flag {
        try SyncBench.main(Array(arguments.dropFirst()), log: log)
        exit(0)
    }
    if arguments.first == ControllerBench.flag {
        try ControllerBench.main(Array(arguments.dropFirst()), log: log)
        exit(0)
    }
    let options = try Options(arguments)
    let runner = Runner(
        scale: options.scale, workloads: options.workloads, implementations: options.implementations,
        runsMemory: options.runsMemory, runsServices: options.runsServices, log: log)
    let results = try runner.run()
    print(TableReport(results: results).render())
    try ResultsDocument(results, machine: .current()).write(to: options.output)
    log("wrote \(options.output.path)")
} catch {
    log("cairn-bench: \(error)")
    exit(1)
}
