import Foundation
import Testing

@testable import Cairn

@Suite("Xcode model files: entities and attributes")
struct XcodeModelAttributeTests {
    /// Parses a one-entity model holding `body` and returns the entity.
    private func entity(_ body: String, named name: String = "Thing") throws -> EntityDescription {
        try XcodeFixtures.withTemporaryFolder { folder in
            let model = try ManagedObjectModel(xcodeModelAt: XcodeFixtures.writeModel(entity: name, body: body, in: folder))
            return try #require(model.entitiesByName[name])
        }
    }

    private func attribute(_ name: String, in entity: EntityDescription) throws -> AttributeDescription {
        try #require(entity.declaredProperties.first { $0.name == name } as? AttributeDescription)
    }

    @Test(arguments: AttributeType.allCases.filter { $0 != .composite })
    func everyAttributeTypeIsMapped(_ type: AttributeType) throws {
        // The Catalog fixture names one attribute after each attribute type (composites, which
        // need a <composite> element, have their own tests).
        let model = try ManagedObjectModel(xcodeModelAt: XcodeFixtures.url("Catalog.xcdatamodel"))
        let sample = try #require(model.entitiesByName["Sample"])
        #expect(try attribute(type.rawValue, in: sample).attributeType == type)
        #expect(AttributeType(xcodeName: type.xcodeName) == type)
    }

    @Test func optionalIsWrittenOnlyWhenYes() throws {
        let thing = try entity(
            """
            <attribute name="required" attributeType="String"/>
            <attribute name="optional" optional="YES" attributeType="String"/>
            <attribute name="explicitlyRequired" optional="NO" attributeType="String"/>
            """)
        #expect(try attribute("required", in: thing).isOptional == false)
        #expect(try attribute("optional", in: thing).isOptional == true)
        #expect(try attribute("explicitlyRequired", in: thing).isOptional == false)
    }

    @Test func defaultValuesAreParsedForTheirType() throws {
        let thing = try entity(
            """
            <attribute name="count" attributeType="Integer 16" defaultValueString="7" usesScalarValueType="YES"/>
            <attribute name="amount" attributeType="Integer 16" defaultValueString="0.0" usesScalarValueType="NO"/>
            <attribute name="big" attributeType="Integer 64" defaultValueString="9000000000" usesScalarValueType="YES"/>
            <attribute name="ratio" attributeType="Double" defaultValueString="1.5" usesScalarValueType="YES"/>
            <attribute name="price" attributeType="Decimal" defaultValueString="0.25"/>
            <attribute name="flag" attributeType="Boolean" defaultValueString="YES" usesScalarValueType="YES"/>
            <attribute name="title" attributeType="String" defaultValueString="Untitled"/>
            <attribute name="since" attributeType="Date" defaultDateTimeInterval="694224000" usesScalarValueType="NO"/>
            <attribute name="none" optional="YES" attributeType="String"/>
            """)
        #expect(try attribute("count", in: thing).defaultValue == .integer(7))
        // Xcode keeps "0.0" when a Double attribute becomes an integer one; Core Data reads 0.
        #expect(try attribute("amount", in: thing).defaultValue == .integer(0))
        #expect(try attribute("big", in: thing).defaultValue == .integer(9_000_000_000))
        #expect(try attribute("ratio", in: thing).defaultValue == .double(1.5))
        #expect(try attribute("price", in: thing).defaultValue == .decimal(Decimal(string: "0.25")!))
        #expect(try attribute("flag", in: thing).defaultValue == .bool(true))
        #expect(try attribute("title", in: thing).defaultValue == .string("Untitled"))
        #expect(try attribute("since", in: thing).defaultValue == .date(Date(timeIntervalSinceReferenceDate: 694_224_000)))
        #expect(try attribute("none", in: thing).defaultValue == nil)
    }

    @Test func transientIndexedAndValidationSettingsAreRead() throws {
        let thing = try entity(
            """
            <attribute name="cache" optional="YES" transient="YES" attributeType="String"/>
            <attribute name="code" attributeType="String" indexed="YES" regularExpressionString="[A-Z]{3}"/>
            <attribute name="level" attributeType="Integer 32" minValueString="1" maxValueString="9" defaultValueString="1"/>
            <attribute name="due" optional="YES" attributeType="Date" minDateTimeInterval="0" maxDateTimeInterval="1000"/>
            <attribute name="plain" attributeType="String" elementID="oldPlain" versionHashModifier="v2"/>
            """)
        let cache = try attribute("cache", in: thing), code = try attribute("code", in: thing)
        #expect(cache.isTransient && !cache.isIndexed)
        #expect(code.isIndexed && !code.isTransient)
        #expect(code.regularExpression == "[A-Z]{3}" && code.minLength == nil)
        let level = try attribute("level", in: thing)
        #expect(level.minValue == .integer(1) && level.maxValue == .integer(9))
        let due = try attribute("due", in: thing)
        #expect(due.minValue == .date(Date(timeIntervalSinceReferenceDate: 0)) && due.maxValue == .date(Date(timeIntervalSinceReferenceDate: 1000)))
        let plain = try attribute("plain", in: thing)
        #expect(plain.renamingIdentifier == "oldPlain" && plain.versionHashModifier == "v2")
        #expect(plain.userInfo.isEmpty)
    }

    @Test func transformableKeepsItsClassAndTransformer() throws {
        let thing = try entity(
            """
            <attribute name="tags" optional="YES" attributeType="Transformable" valueTransformerName="NSSecureUnarchiveFromData" customClassName="[String]"/>
            """)
        let tags = try attribute("tags", in: thing)
        #expect(tags.valueTypeName == "[String]")
        #expect(tags.valueTransformerName == "NSSecureUnarchiveFromData")
    }

    @Test func entitySettingsIndexesConstraintsAndUserInfoAreRead() throws {
        let model = try ManagedObjectModel(xcodeModelAt: XcodeFixtures.url("Catalog.xcdatamodel"))
        try model.freeze()
        let item = try #require(model.entitiesByName["Item"]), sample = try #require(model.entitiesByName["Sample"])
        #expect(item.isAbstract && !sample.isAbstract)
        #expect(sample.superentity === item)
        #expect(sample.managedObjectClassName == ".Sample")
        #expect(sample.versionHashModifier == "split-dates")
        #expect(sample.userInfo["exportName"] == "sample" && sample.userInfo["syncPolicy"] == "server")
        #expect(try attribute("string", in: sample).userInfo["exportName"] == "text")
        #expect(try attribute("summary", in: sample).renamingIdentifier == "abstract")

        // Single-property indexes mark the property; compound ones, and those over an inherited
        // property, are the entity's indexes.
        #expect(try attribute("identifier", in: item).isIndexed)
        #expect(try attribute("string", in: sample).isIndexed)
        #expect(try attribute("integer32", in: sample).isIndexed)
        #expect(try attribute("date", in: sample).isIndexed == false)
        #expect(Set(sample.indexes.map(\.description)) == ["byDateAndDouble(date descending, double)", "byIdentifierIndex(identifier)"])
        #expect(item.indexes.isEmpty && sample.userInfo["indexes"] == nil)
        #expect(sample.uniquenessConstraints == [["identifier"], ["string", "integer16"]])
    }

    @Test func unknownAttributeTypeNamesEntityAttributeAndLine() throws {
        try XcodeFixtures.withTemporaryFolder { folder in
            let file = try XcodeFixtures.writeModel(
                entity: "Gauge",
                body: """
                    <attribute name="ok" attributeType="String"/>
                    <attribute name="reading" attributeType="Integer 8"/>
                    """, in: folder)
            let error = try #require(throws: CairnError.self) { try ManagedObjectModel(xcodeModelAt: file) }
            #expect(error.code == .modelFile)
            #expect(error.entityName == "Gauge" && error.propertyName == "reading")
            for part in ["Gauge.reading", "Integer 8", file.path, "line \(try XcodeFixtures.line(containing: "Integer 8", in: file))"] {
                #expect(error.message.contains(part), "message lacks \(part): \(error.message)")
            }
        }
    }

    @Test(arguments: [
        ("Integer 16", "70000"), ("Integer 32", "twelve"), ("Boolean", "MAYBE"), ("Date", "yesterday"),
        ("UUID", "not-a-uuid"), ("Double", "1.5.2"), ("Integer 32", "2.5"),
    ])
    func badDefaultValueNamesEntityAttributeAndLine(_ type: String, _ text: String) throws {
        try XcodeFixtures.withTemporaryFolder { folder in
            let file = try XcodeFixtures.writeModel(
                entity: "Gauge",
                body: """
                    <attribute name="value" attributeType="\(type)" defaultValueString="\(text)"/>
                    """, in: folder)
            let error = try #require(throws: CairnError.self) { try ManagedObjectModel(xcodeModelAt: file) }
            #expect(error.code == .modelFile)
            #expect(error.entityName == "Gauge" && error.propertyName == "value")
            for part in ["Gauge.value", text, "line \(try XcodeFixtures.line(containing: text, in: file))"] {
                #expect(error.message.contains(part), "message lacks \(part): \(error.message)")
            }
        }
    }

    @Test func missingNamesAndBadFlagsAreErrors() throws {
        for body in [
            #"<attribute attributeType="String"/>"#,
            #"<attribute name="title"/>"#,
            #"<attribute name="title" optional="SOMETIMES" attributeType="String"/>"#,
        ] {
            try XcodeFixtures.withTemporaryFolder { folder in
                let file = try XcodeFixtures.writeModel(entity: "Gauge", body: body, in: folder)
                let error = try #require(throws: CairnError.self) { try ManagedObjectModel(xcodeModelAt: file) }
                #expect(error.code == .modelFile)
                #expect(error.message.contains("Gauge"))
                #expect(error.message.contains("line \(try XcodeFixtures.line(containing: "<attribute", in: file))"))
            }
        }
    }
}
