/// Median and spread of a set of samples (seconds).
struct Summary: Sendable, Codable {
    var median: Double
    var min: Double
    var max: Double
    /// First and third quartiles (linear interpolation).
    var q1: Double
    var q3: Double
    var samples: [Double]

    init(_ samples: [Double]) {
        precondition(!samples.isEmpty, "a summary needs at least one sample")
        let sorted = samples.sorted()
        func quantile(_ q: Double) -> Double {
            let position = q * Double(sorted.count - 1)
            let low = Int(position.rounded(.down))
            let high = Swift.min(low + 1, sorted.count - 1)
            return sorted[low] + (sorted[high] - sorted[low]) * (position - Double(low))
        }
        median = quantile(0.5)
        min = sorted.first!
        max = sorted.last!
        q1 = quantile(0.25)
        q3 = quantile(0.75)
        self.samples = samples
    }
}
