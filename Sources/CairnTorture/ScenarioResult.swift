/// One scenario's line in the report.
struct ScenarioResult {
    let name: String
    /// What was done and found, in figures ("50 kills, 812 saves acknowledged, 0 lost …").
    var figures: String
    /// Broken promises (empty when the scenario passed); `nil` figures mean skipped.
    var failures: [String] = []
    /// Why the scenario did not run, when it did not.
    var skipped: String?
}
