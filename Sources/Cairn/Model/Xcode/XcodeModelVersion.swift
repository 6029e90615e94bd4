import Foundation

/// One version of an Xcode model on disk: its name and its `contents` XML file.
struct XcodeModelVersion {
    /// The version's name: its `.xcdatamodel` folder's name without the extension (`"Model 2"`),
    /// `nil` for a `contents` file that is not inside such a folder.
    var name: String?
    /// The `contents` XML file.
    var contentsURL: URL

    /// The name to list the version under: ``name``, or else the file's name without extension.
    var key: String { name ?? contentsURL.deletingPathExtension().lastPathComponent }
}
