import CairnMacrosSupport
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport
import XCTest

/// The macros as the plugin declares them (the plugin itself is an executable tests cannot link).
private struct ModelMacro: ModelExpansion {}
private struct PersistedPropertyMacro: PersistedPropertyExpansion {}
private struct SchemaMarkerMacro: SchemaMarkerExpansion {}
private struct UniqueMacro: UniqueExpansion {}

/// Expansion tests for CairnData's `@Model`, `@Attribute`, `@Transient` and `#Unique`.
final class ModelMacroTests: XCTestCase {
    private let macros: [String: MacroSpec] = [
        "Model": MacroSpec(type: ModelMacro.self, conformances: ["PersistentModel", "Observable"]),
        "_CairnPersisted": MacroSpec(type: PersistedPropertyMacro.self), "Attribute": MacroSpec(type: SchemaMarkerMacro.self),
        "Transient": MacroSpec(type: SchemaMarkerMacro.self), "Unique": MacroSpec(type: UniqueMacro.self),
    ]

    func testExpandsPropertiesMetadataAndConformance() {
        assertMacroExpansion(
            """
            @Model
            final class Trip {
                @Attribute(.unique) var name: String
                var budget: Double = 0
                @Transient var isSelected = false
                var label: String { name }
            }
            """,
            expandedSource: """
                final class Trip {

                """ + Self.persisted("name", "String") + Self.persisted("budget", "Double") + """
                        var isSelected = false
                        var label: String { name }

                        private var _$backingData: CairnData.ModelBackingData = CairnData.ModelBackingData(for: Trip.self)

                        private let _$observationRegistrar = Observation.ObservationRegistrar()

                        internal nonisolated func access<_M>(keyPath: KeyPath<Trip, _M>) {
                            _$observationRegistrar.access(self, keyPath: keyPath)
                        }

                        internal nonisolated func withMutation<_M, _MR>(keyPath: KeyPath<Trip, _M>, _ mutation: () throws -> _MR) rethrows -> _MR {
                            try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
                        }

                        /// The storage of the model's persisted properties.
                        var persistentBackingData: CairnData.ModelBackingData {
                            get {
                                _$backingData
                            }
                            set {
                                _$backingData = newValue
                            }
                        }

                        /// Tells the model's observers that the context changed its values (undo, rollback,
                        /// refresh, a merge of another context's save).
                        nonisolated func _$cairnValuesChanged() {
                            _$observationRegistrar.withMutation(of: self, keyPath: \\.name) {
                            }
                            _$observationRegistrar.withMutation(of: self, keyPath: \\.budget) {
                            }
                        }

                        /// The model's persisted properties, from which its entity is built.
                        static var schemaMetadata: [CairnData.Schema.PropertyMetadata] {
                            [
                                CairnData.Schema.PropertyMetadata(name: "name", keypath: \\Trip.name, defaultValue: nil, metadata: CairnData.Schema.Attribute(.unique)),
                                CairnData.Schema.PropertyMetadata(name: "budget", keypath: \\Trip.budget, defaultValue: 0, metadata: nil)
                            ]
                        }

                        /// Creates the model over storage the context provides (a fetched or registered object).
                        required init(backingData: CairnData.ModelBackingData) {
                            self._$backingData = backingData
                            self._name = CairnData._CairnNoValue()
                            self._budget = CairnData._CairnNoValue()
                        }
                    }

                    extension Trip: CairnData.PersistentModel {
                    }

                    extension Trip: Observation.Observable {
                    }
                    """,
            macroSpecs: macros)
    }

    /// What `@_CairnPersisted` makes of `var name: type` in a class body.
    private static func persisted(_ name: String, _ type: String) -> String {
        """
            var \(name): \(type) {
                @storageRestrictions(accesses: _$backingData, initializes: _\(name))
                init(initialValue) {
                    _$backingData.setInitialValue(initialValue, forKey: Self._cairnKey_\(name))
                    _\(name) = CairnData._CairnNoValue()
                }
                get {
                    access(keyPath: \\.\(name))
                    return _$backingData.value(forKey: Self._cairnKey_\(name))
                }
                set {
                    withMutation(keyPath: \\.\(name)) {
                        _$backingData.setValue(newValue, forKey: Self._cairnKey_\(name))
                    }
                }
            }

            private var _\(name): CairnData._CairnNoValue

            private static let _cairnKey_\(name) = CairnData._CairnPropertyKey(cachingIndexOf: "\(name)")

        """
    }

    /// What `@Model` adds to a class `name` with no persisted property, after its members.
    private static func membersWithoutProperties(_ name: String) -> String {
        """

            private var _$backingData: CairnData.ModelBackingData = CairnData.ModelBackingData(for: \(name).self)

            private let _$observationRegistrar = Observation.ObservationRegistrar()

            internal nonisolated func access<_M>(keyPath: KeyPath<\(name), _M>) {
                _$observationRegistrar.access(self, keyPath: keyPath)
            }

            internal nonisolated func withMutation<_M, _MR>(keyPath: KeyPath<\(name), _M>, _ mutation: () throws -> _MR) rethrows -> _MR {
                try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
            }

            /// The storage of the model's persisted properties.
            var persistentBackingData: CairnData.ModelBackingData {
                get {
                    _$backingData
                }
                set {
                    _$backingData = newValue
                }
            }

            /// Tells the model's observers that the context changed its values (undo, rollback,
            /// refresh, a merge of another context's save).
            nonisolated func _$cairnValuesChanged() {
            }

            /// The model's persisted properties, from which its entity is built.
            static var schemaMetadata: [CairnData.Schema.PropertyMetadata] {
                []
            }

            /// Creates the model over storage the context provides (a fetched or registered object).
            required init(backingData: CairnData.ModelBackingData) {
                self._$backingData = backingData
            }
        }

        extension \(name): CairnData.PersistentModel {
        }

        extension \(name): Observation.Observable {
        }
        """
    }

    func testUniqueListsItsKeyPathGroups() {
        assertMacroExpansion(
            """
            #Unique<Trip>([\\.name, \\.startDate], [\\.code])
            """,
            expandedSource: """
                static var _$cairnUniqueness: [[AnyKeyPath]] {
                    CairnData.Schema.keyPathGroups(Trip.self, [\\.name, \\.startDate], [\\.code])
                }
                """,
            macroSpecs: macros)
    }

    func testALetPropertyIsAnErrorWithAFixIt() {
        assertMacroExpansion(
            """
            @Model
            final class Tag {
                let name: String
            }
            """,
            expandedSource: """
                final class Tag {
                    let name: String

                """ + Self.membersWithoutProperties("Tag"),
            diagnostics: [
                DiagnosticSpec(
                    message: "@Model persists only `var` properties; 'name' is a `let`. Declare it with `var` (or mark it @Transient and give it a value).",
                    line: 3, column: 5, fixIts: [FixItSpec(message: "Replace 'let' with 'var'")])
            ],
            macroSpecs: macros,
            applyFixIts: ["Replace 'let' with 'var'"],
            fixedSource: """
                @Model
                final class Tag {
                    var name: String
                }
                """)
    }

    func testAPropertyWithoutATypeOrObserversIsAnError() {
        assertMacroExpansion(
            """
            @Model
            final class Note {
                var created = .now
                var title: String = "" { didSet { print(title) } }
            }
            """,
            expandedSource: """
                final class Note {
                    var created = .now
                    var title: String = "" { didSet { print(title) } }

                """ + Self.membersWithoutProperties("Note"),
            diagnostics: [
                DiagnosticSpec(
                    message:
                        "@Model property 'created' needs an explicit type, e.g. `var created: Date = .now`: without an initial value, or with a member whose type is not written (`.now`), nothing tells it.",
                    line: 3, column: 9),
                DiagnosticSpec(
                    message:
                        "@Model property 'title' cannot have willSet/didSet observers; mark it @Transient or observe changes through the context's notifications.",
                    line: 4, column: 28),
            ],
            macroSpecs: macros)
    }

    func testModelOnAStructIsAnError() {
        assertMacroExpansion(
            """
            @Model
            struct Point { var x: Int }
            """,
            expandedSource: """
                struct Point { var x: Int \n}
                """,
            diagnostics: [
                DiagnosticSpec(message: "@Model applies to a class, e.g. `@Model final class Trip { var name: String }`.", line: 1, column: 1)
            ],
            macroSpecs: macros)
    }
}
