import Cairn
import CairnTestSupport
import Foundation
import Testing

/// Rules written in an Xcode model file (constraints, compound and expression indexes, lengths,
/// bounds, patterns) become model fields the stores enforce.
@Suite struct XcodeModelRulesTests {
    private static let body = """
            <attribute name="code" attributeType="String" minValueString="2" maxValueString="4" regularExpressionString="[A-Z]+"/>
            <attribute name="shelf" attributeType="Integer 16" minValueString="1" maxValueString="9" defaultValueString="1" usesScalarValueType="YES"/>
            <attribute name="added" optional="YES" attributeType="Date" minDateTimeInterval="0"/>
            <fetchIndex name="byShelfAndCode">
                <fetchIndexElement property="shelf" type="Binary" order="ascending"/>
                <fetchIndexElement property="code" type="Binary" order="descending"/>
            </fetchIndex>
            <fetchIndex name="byLowerCode">
                <fetchIndexElement expression="lowercase:(code)" expressionType="String" type="Binary" order="ascending"/>
            </fetchIndex>
            <uniquenessConstraints>
                <uniquenessConstraint>
                    <constraint value="code"/>
                </uniquenessConstraint>
            </uniquenessConstraints>
        """

    private func model() throws -> ManagedObjectModel {
        try XcodeFixtures.withTemporaryFolder { folder in
            try ManagedObjectModel(xcodeModelAt: XcodeFixtures.writeModel(entity: "Book", body: Self.body, in: folder))
        }
    }

    @Test func theParserFillsTheModelFields() throws {
        let book = try #require(try model().entitiesByName["Book"])
        #expect(book.uniquenessConstraints == [["code"]])
        #expect(
            book.indexes == [
                FetchIndexDescription(name: "byShelfAndCode", elements: [.init(propertyName: "shelf"), .init(propertyName: "code", isAscending: false)])
            ])
        #expect(book.userInfo["indexes"] == "byLowerCode:lowercase:(code)", "an expression index is kept, not built")
        let code = try #require(book.declaredProperties.first { $0.name == "code" } as? AttributeDescription)
        #expect(code.minLength == 2 && code.maxLength == 4 && code.regularExpression == "[A-Z]+" && code.minValue == nil)
        let shelf = try #require(book.declaredProperties.first { $0.name == "shelf" } as? AttributeDescription)
        #expect(shelf.minValue == .integer(1) && shelf.maxValue == .integer(9))
    }

    @Test(arguments: TestStoreKind.allCases)
    func theStoresEnforceWhatTheFileSays(_ kind: TestStoreKind) throws {
        let model = try model()
        let spec = try GraphSpec(kind, model)
        let book = try #require(model.entitiesByName["Book"])
        try spec.run { context in
            func insert(_ code: String, shelf: Int64) {
                let object = ManagedObject(entity: book, insertInto: context)
                object.setPrimitivePropertyValue(.string(code), forKey: "code")
                object.setPrimitivePropertyValue(.integer(shelf), forKey: "shelf")
            }
            insert("ABC", shelf: 2)
            try context.save()
            insert("ABC", shelf: 3)
            #expect((#expect(throws: CairnError.self) { try context.save() })?.code == .constraintConflict)
            context.rollback()
            insert("toolong", shelf: 12)
            let error = #expect(throws: CairnError.self) { try context.save() }
            #expect(Set(error?.underlyingErrors.map(\.code) ?? []) == [.validationStringTooLong, .validationStringPatternMatching, .validationNumberTooLarge])
        }
    }
}
