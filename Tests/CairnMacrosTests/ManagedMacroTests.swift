import CairnMacrosSupport
import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport
import XCTest

/// The macros as the plugin declares them (the plugin itself is an executable tests cannot link).
private struct ManagedMacro: ManagedExpansion {}
private struct ManagedKeyPathsMacro: ManagedKeyPathsExpansion {}

/// Expansion tests for `@Managed` (swift-syntax's test support is XCTest-based).
final class ManagedMacroTests: XCTestCase {
    private let macros: [String: Macro.Type] = ["Managed": ManagedMacro.self]

    func testExpandsToManagedAccessorsWithACachedKey() {
        assertMacroExpansion(
            """
            final class Employee: ManagedObject {
                @Managed var name: String
            }
            """,
            expandedSource: """
                final class Employee: ManagedObject {
                    var name: String {
                        get {
                            managedValue(forKey: Self._cairnKey_name)
                        }
                        set {
                            setManagedValue(newValue, forKey: Self._cairnKey_name)
                        }
                    }

                    private static let _cairnKey_name = ManagedPropertyKey(cachingIndexOf: "name")
                }
                """,
            macros: macros)
    }

    func testCustomKeyNamesTheModelProperty() {
        assertMacroExpansion(
            """
            class Note: ManagedObject {
                @Managed("desc") var details: String?
            }
            """,
            expandedSource: """
                class Note: ManagedObject {
                    var details: String? {
                        get {
                            managedValue(forKey: Self._cairnKey_details)
                        }
                        set {
                            setManagedValue(newValue, forKey: Self._cairnKey_details)
                        }
                    }

                    private static let _cairnKey_details = ManagedPropertyKey(cachingIndexOf: "desc")
                }
                """,
            macros: macros)
    }

    func testGenericClassesAndExtensionsPassTheNameAsALiteral() {
        assertMacroExpansion(
            """
            class Box<T>: ManagedObject {
                @Managed var label: String
            }
            """,
            expandedSource: """
                class Box<T>: ManagedObject {
                    var label: String {
                        get {
                            managedValue(forKey: "label")
                        }
                        set {
                            setManagedValue(newValue, forKey: "label")
                        }
                    }
                }
                """,
            macros: macros)
        assertMacroExpansion(
            """
            extension Note {
                @Managed var title: String
            }
            """,
            expandedSource: """
                extension Note {
                    var title: String {
                        get {
                            managedValue(forKey: "title")
                        }
                        set {
                            setManagedValue(newValue, forKey: "title")
                        }
                    }
                }
                """,
            macros: macros)
    }

    func testRejectsInitialValuesWithAClearMessage() {
        assertMacroExpansion(
            "@Managed var count: Int = 0",
            expandedSource: "var count: Int = 0",
            diagnostics: [
                DiagnosticSpec(
                    message: "@Managed property 'count' cannot have an initial value; give the attribute a default value in the model instead.", line: 1,
                    column: 1)
            ],
            macros: macros)
    }

    func testRejectsLetAndMissingTypes() {
        assertMacroExpansion(
            "@Managed let name: String",
            expandedSource: "let name: String",
            diagnostics: [DiagnosticSpec(message: "@Managed applies to a single `var` property, e.g. `@Managed var name: String`.", line: 1, column: 1)],
            macros: macros)
        assertMacroExpansion(
            "@Managed var name = \"x\"",
            expandedSource: "var name = \"x\"",
            diagnostics: [DiagnosticSpec(message: "@Managed property 'name' needs an explicit type, e.g. `@Managed var name: String`.", line: 1, column: 1)],
            macros: macros)
    }
}

/// Expansion tests for `@ManagedKeyPaths`.
final class ManagedKeyPathsMacroTests: XCTestCase {
    private let macros: [String: Macro.Type] = ["ManagedKeyPaths": ManagedKeyPathsMacro.self]

    func testNamesEveryManagedPropertyWithItsKey() {
        assertMacroExpansion(
            """
            @ManagedKeyPaths
            final class Employee: ManagedObject {
                @Managed var name: String
                @Managed("start") var startDate: Date?
                var scratch = 0
            }
            """,
            expandedSource: """
                final class Employee: ManagedObject {
                    @Managed var name: String
                    @Managed("start") var startDate: Date?
                    var scratch = 0
                }

                extension Employee: ManagedKeyPathNaming {
                    /// The model property name of each `@Managed` property's key path.
                    static func managedPropertyName(for keyPath: AnyKeyPath) -> String? {
                        let names: [AnyKeyPath: String] = [\\Employee.name: "name", \\Employee.startDate: "start"]
                        return names[keyPath]
                    }
                }
                """,
            macros: macros)
    }

    func testPublicClassesGetAPublicWitnessAndStructsAreRejected() {
        assertMacroExpansion(
            "@ManagedKeyPaths public final class Tag: ManagedObject {}",
            expandedSource: """
                public final class Tag: ManagedObject {}

                extension Tag: ManagedKeyPathNaming {
                    /// The model property name of each `@Managed` property's key path.
                    public static func managedPropertyName(for keyPath: AnyKeyPath) -> String? {
                        let names: [AnyKeyPath: String] = [:]
                        return names[keyPath]
                    }
                }
                """,
            macros: macros)
        assertMacroExpansion(
            "@ManagedKeyPaths struct Row {}",
            expandedSource: "struct Row {}",
            diagnostics: [
                DiagnosticSpec(
                    message: "@ManagedKeyPaths applies to a ManagedObject subclass, e.g. `@ManagedKeyPaths final class Employee: ManagedObject`.", line: 1,
                    column: 1)
            ],
            macros: macros)
    }
}
