import Cairn
import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `cairn diagram`, run as a child process, its SVG read as XML (no browser: see
/// ``DiagramBrowserTests`` for what Chromium makes of it).
@Suite final class DiagramCommandTests {
    let cairn: CairnExecutable

    init() throws { cairn = try CairnExecutable() }
    deinit { cairn.removeDirectory() }

    /// The SVG `cairn diagram` prints for `model`.
    private func svg(_ model: ManagedObjectModel, name: String = "model") throws -> String {
        let run = try cairn.run("diagram", try cairn.write("\(name).json", DiagramModels.json(model)))
        try #require(run.status == 0, "\(run.error)")
        return run.output
    }

    /// The elements named `name` with `class` `className`.
    private func elements(_ name: String, class className: String, in svg: String) throws -> [XMLElement] {
        let document = try XMLDocument(data: Data(svg.utf8))
        return try document.nodes(forXPath: "//*[local-name()='\(name)'][@class='\(className)']").compactMap { $0 as? XMLElement }
    }

    /// The value of an attribute (looked up in the list: on Linux, `attribute(forName:)` finds
    /// nothing in a document with a default namespace).
    private func attribute(_ name: String, of element: XMLElement) -> String? {
        element.attributes?.first { $0.name == name }?.stringValue
    }

    private func number(_ element: XMLElement, _ name: String) throws -> Double {
        try #require(Double(attribute(name, of: element) ?? ""), "\(name) of \(element)")
    }

    @Test func namesAndTypesAreEscapedXML() throws {
        let model = ManagedObjectModel {
            EntityDescription(name: "Note") {
                AttributeDescription(name: "counts", codable: [String: Int].self)
                AttributeDescription(name: "body", type: .string, isOptional: false)
            }
        }
        let output = try svg(model)
        let texts = try elements("text", class: "property", in: output).map(\.stringValue)
        let counts = try #require(texts.first { $0?.hasPrefix("counts: ") == true } ?? nil)
        #expect(counts.contains("<") && counts.hasSuffix(">?"), "\(counts)")
        #expect(texts.contains("body: String"))
        #expect(output.contains("&lt;") && !output.contains("Dictionary<"), "the type name is escaped")
    }

    @Test func escapingCoversEveryXMLSpecialCharacter() throws {
        // A name no Xcode model would have, but a JSON model can hold (the engine accepts it).
        let model = ManagedObjectModel { EntityDescription(name: #"Tom&Jerry<"it's">"#) {} }
        let run = try cairn.run("diagram", try cairn.write("odd.json", DiagramModels.json(model)))
        try #require(run.status == 0, "\(run.error)")
        let names = try elements("text", class: "entity-name", in: run.output).map(\.stringValue)
        #expect(names == [#"Tom&Jerry<"it's">"#])
        #expect(run.output.contains("Tom&amp;Jerry&lt;&quot;it&apos;s&quot;&gt;"))
    }

    @Test func standardOutputAndTheOutputFileHoldTheSameStablePicture() throws {
        let file = try cairn.write("recipes.json", DiagramModels.json(DiagramModels.recipes()))
        let printed = try cairn.run("diagram", file)
        let again = try cairn.run("diagram", file)
        let written = try cairn.run("diagram", file, "--output", cairn.path("recipes.svg"))
        #expect(printed.status == 0 && written.status == 0, "\(printed.error)\(written.error)")
        #expect(printed.output.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg""#))
        #expect(printed.output == again.output, "the same model gives the same bytes")
        #expect(written.output.isEmpty)
        #expect(try String(contentsOfFile: cairn.path("recipes.svg"), encoding: .utf8) == printed.output)
    }

    /// docs/CLI.md shows the recipe model's picture: it must be what `cairn diagram` draws today.
    /// `CAIRN_UPDATE_DOC_PICTURES=1 swift test --filter DiagramCommandTests` rewrites it.
    @Test func thePictureInTheDocumentationIsCurrent() throws {
        let picture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../docs/images/cairn-diagram-recipes.svg").standardizedFileURL
        let output = try svg(DiagramModels.recipes())
        if ProcessInfo.processInfo.environment["CAIRN_UPDATE_DOC_PICTURES"] == "1" {
            try Data(output.utf8).write(to: picture)
        }
        let documented = try String(contentsOf: picture, encoding: .utf8)
        #expect(documented == output, "\(picture.path) is stale: rerun with CAIRN_UPDATE_DOC_PICTURES=1")
    }

    @Test func aStoreIsDrawnFromTheModelItRecords() throws {
        let store = cairn.path("items.sqlite")
        let model = try cairn.write("items-model.json", ImportQueryTests.modelJSON)
        let imported = try cairn.run("import", store, "--model", model, "Item", try cairn.write("items.json", ImportQueryTests.items))
        try #require(imported.status == 0, "\(imported.error)")
        let fromStore = try cairn.run("diagram", store)
        let fromModel = try cairn.run("diagram", model)
        #expect(fromStore.status == 0, "\(fromStore.error)")
        #expect(fromStore.output == fromModel.output)
        #expect(fromStore.output.contains("owner → Owner?"))
    }

    @Test func anXcodeModelDrawsInheritanceAsAHollowTriangle() throws {
        let contents = """
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
                <entity name="Shape" isAbstract="YES" syncable="YES">
                    <attribute name="area" optional="YES" attributeType="Double" usesScalarValueType="YES"/>
                </entity>
                <entity name="Circle" parentEntity="Shape" syncable="YES">
                    <attribute name="radius" attributeType="Double" usesScalarValueType="YES"/>
                </entity>
            </model>
            """
        try FileManager.default.createDirectory(atPath: cairn.path("Shapes.xcdatamodel"), withIntermediateDirectories: true)
        try cairn.write("Shapes.xcdatamodel/contents", contents)
        let run = try cairn.run("diagram", cairn.path("Shapes.xcdatamodel"))
        #expect(run.status == 0, "\(run.error)")
        let inheritance = try elements("path", class: "inheritance", in: run.output)
        #expect(inheritance.count == 1)
        #expect(inheritance.first.flatMap { attribute("marker-end", of: $0) } == "url(#inherits)")
        #expect(run.output.contains(#"<marker id="inherits""#) && run.output.contains(#"fill="white""#))
        let names = try elements("text", class: "entity-name", in: run.output).compactMap(\.stringValue)
        #expect(Set(names) == ["Shape (abstract)", "Circle : Shape"])
        #expect(try elements("text", class: "property", in: run.output).compactMap(\.stringValue).sorted() == ["area: Double?", "radius: Double"])
    }

    @Test func aRelationshipAndItsInverseAreOneLineLabelledAtBothEnds() throws {
        let output = try svg(DiagramModels.recipes())
        let lines = try elements("path", class: "relationship", in: output)
        #expect(lines.count == 4, "instructions, ratings, ingredientUsages, usages with their inverses")
        #expect(lines.allSatisfy { attribute("marker-start", of: $0) != nil })
        let labels = try elements("text", class: "edge-label", in: output).compactMap { label in
            label.children?.compactMap(\.stringValue).joined(separator: " | ")
        }
        for expected in [
            "instructions | to-many, cascade", "ratings | to-many, cascade", "ingredientUsages | to-many, cascade",
            "usages | to-many, nullify", "ingredient | to-one, nullify",
        ] {
            #expect(labels.contains(expected), "\(labels)")
        }
        #expect(labels.filter { $0 == "recipe | to-one, nullify" }.count == 3)
    }

    @Test func boxesOfThirtyOneEntitiesDoNotOverlapInTheSVG() throws {
        let boxes = try elements("rect", class: "box", in: svg(DiagramModels.large()))
        #expect(boxes.count == 31)
        let frames = try boxes.map { (x: try number($0, "x"), y: try number($0, "y"), width: try number($0, "width"), height: try number($0, "height")) }
        for (index, a) in frames.enumerated() {
            for b in frames[(index + 1)...] {
                let overlaps = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
                #expect(!overlaps, "\(a) overlaps \(b)")
            }
        }
    }

    @Test func aMissingOrUnreadableInputFailsWithItsName() throws {
        let missing = try cairn.run("diagram", cairn.path("nothing.json"))
        #expect(missing.status == 1)
        #expect(missing.error == "cairn diagram: No model file at \(cairn.path("nothing.json")).\n", "\(missing.error)")
        let notAModel = try cairn.run("diagram", try cairn.write("notes.txt", "hello"))
        #expect(notAModel.status == 1)
        #expect(notAModel.error.hasPrefix("cairn diagram: \(cairn.path("notes.txt")) is neither an Xcode model"), "\(notAModel.error)")
        let unwritable = try cairn.run("diagram", try cairn.write("r.json", DiagramModels.json(DiagramModels.recipes())), "--output", "/nonexistent/dir/x.svg")
        #expect(unwritable.status == 1)
        #expect(unwritable.error.hasPrefix("cairn diagram: Cannot write /nonexistent/dir/x.svg"), "\(unwritable.error)")
    }
}
