import Foundation

/// A typical app model class stored through a transformable attribute.
final class MyColor: NSObject, NSSecureCoding {
    static var supportsSecureCoding: Bool { true }

    let red: Double
    let name: String

    init(red: Double, name: String) {
        self.red = red
        self.name = name
    }

    func encode(with coder: NSCoder) {
        coder.encode(red, forKey: "red")
        coder.encode(NSString(string: name), forKey: "name")
    }

    init?(coder: NSCoder) {
        guard let name = coder.decodeObject(of: NSString.self, forKey: "name") else { return nil }
        self.red = coder.decodeDouble(forKey: "red")
        self.name = name as String
    }
}
