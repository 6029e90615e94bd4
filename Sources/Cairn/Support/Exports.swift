@_exported import CairnMacros
// `import Cairn` gives what `import CoreData` gives on Apple platforms: Foundation (`Date`, `URL`,
// `UUID`, `NSOrderedSet` …), so code ported from Core Data compiles without adding an import.
@_exported import Foundation
