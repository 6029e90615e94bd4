import Foundation

/// Helpers that build archive bytes independently of the code under test.
enum Archives {
    /// A keyed archive written without secure coding, as foreign data would be.
    static func keyed(_ object: Any) throws -> Data {
        try NSKeyedArchiver.archivedData(withRootObject: object, requiringSecureCoding: false)
    }

    /// A keyed archive whose root names a class that does not exist in this process.
    static func namingUnknownClass() throws -> Data {
        let data = try keyed(MyColor(red: 1, name: "x"))
        let original = Data("CairnTests.MyColor".utf8)
        let renamed = Data("CairnTests.Nowhere".utf8)
        precondition(original.count == renamed.count)
        // The name can appear more than once ($classname, $classes); rename every copy.
        var bytes = data
        var replaced = 0
        while let range = bytes.range(of: original) {
            bytes.replaceSubrange(range, with: renamed)
            replaced += 1
        }
        guard replaced > 0 else { throw CocoaError(.coderInvalidValue) }
        return bytes
    }
}
