// CairnData: SwiftData's API on the Cairn engine. A program written for SwiftData (without SwiftUI)
// builds with `import SwiftData` replaced by `import CairnData`; see docs/CairnData.md.
@_exported import Foundation
// SwiftData's models are `Observable`; code observing them (`withObservationTracking`) needs no
// import of its own, as with SwiftData.
@_exported import Observation
