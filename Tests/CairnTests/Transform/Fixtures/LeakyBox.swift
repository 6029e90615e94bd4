import Cairn
import Foundation

/// Claims secure coding but archives an object that lacks it: secure archiving must refuse.
final class LeakyBox: NSObject, NSSecureCoding {
    static var supportsSecureCoding: Bool { true }

    let content: CodingOnlyThing

    init(content: CodingOnlyThing) { self.content = content }

    func encode(with coder: NSCoder) { coder.encode(content, forKey: "content") }

    init?(coder: NSCoder) {
        guard let content = coder.decodeObject(forKey: "content") as? CodingOnlyThing else { return nil }
        self.content = content
    }
}

/// Allows LeakyBox, so only the nested object's lack of secure coding can reject it.
final class LeakyBoxTransformer: NSSecureUnarchiveFromDataTransformer {
    override class var allowedTopLevelClasses: [AnyClass] { [LeakyBox.self] }
}

/// Lists a class without secure coding; secure coding must still refuse it.
final class CodingOnlyTransformer: NSSecureUnarchiveFromDataTransformer {
    override class var allowedTopLevelClasses: [AnyClass] { [CodingOnlyThing.self] }
}
