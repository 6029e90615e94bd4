// Core Data's spelling over the Cairn engine: a program written for Core Data builds with
// `import CoreData` replaced by `import CairnCoreData` (and `@NSManaged` spelled `@Managed`, since
// `@NSManaged` needs the Objective-C runtime). Every name here is the engine's own type or a thin
// initializer over it; nothing is implemented twice.
//
// Foundation is re-exported, as Core Data does. Foundation on Linux declares `NSPredicate`,
// `NSCompoundPredicate`, `NSComparisonPredicate`, `NSExpression` and `NSSortDescriptor` without
// implementing them; this module's names shadow them for files that import only this module.
@_exported import Cairn
@_exported import Foundation
