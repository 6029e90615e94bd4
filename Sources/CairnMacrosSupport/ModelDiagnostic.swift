import SwiftDiagnostics

/// What `@Model` cannot model, with what to do instead.
enum ModelDiagnostic: DiagnosticMessage {
    case notAClass
    case letProperty(String)
    case missingType(String)
    case observers(String)
    case severalBindings

    var message: String {
        switch self {
        case .notAClass:
            return "@Model applies to a class, e.g. `@Model final class Trip { var name: String }`."
        case .letProperty(let name):
            return "@Model persists only `var` properties; '\(name)' is a `let`. Declare it with `var` (or mark it @Transient and give it a value)."
        case .missingType(let name):
            return
                "@Model property '\(name)' needs an explicit type, e.g. `var \(name): Date = .now`: without an initial value, or with a member whose type is not written (`.now`), nothing tells it."
        case .observers(let name):
            return "@Model property '\(name)' cannot have willSet/didSet observers; mark it @Transient or observe changes through the context's notifications."
        case .severalBindings:
            return "@Model needs one property per `var` declaration; split `var a: Int, b: Int` into two declarations."
        }
    }

    var diagnosticID: MessageID {
        let id: String
        switch self {
        case .notAClass: id = "notAClass"
        case .letProperty: id = "letProperty"
        case .missingType: id = "missingType"
        case .observers: id = "observers"
        case .severalBindings: id = "severalBindings"
        }
        return MessageID(domain: "CairnData.Model", id: id)
    }

    var severity: DiagnosticSeverity { .error }
}

/// The fix-its `@Model` offers.
enum ModelFixIt: FixItMessage {
    case useVar

    var message: String {
        switch self {
        case .useVar: return "Replace 'let' with 'var'"
        }
    }

    var fixItID: MessageID { MessageID(domain: "CairnData.Model", id: "useVar") }
}
