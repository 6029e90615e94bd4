import Cairn
import Foundation
import Testing

/// `cairn diagram`'s SVG as headless Chromium lays it out: every name rendered as text, the
/// declared size the laid-out size, no two entity boxes overlapping, every text inside its box.
@Suite(
    .enabled(
        if: Chromium.shouldRun, "Chromium is not installed (apt-get install chromium); CI sets CAIRN_CI=1 and these tests then fail instead of being skipped."))
final class DiagramBrowserTests {
    let cairn: CairnExecutable

    init() throws { cairn = try CairnExecutable() }
    deinit { cairn.removeDirectory() }

    /// Draws `model` with `cairn diagram` and loads the SVG in Chromium.
    private func render(_ model: ManagedObjectModel, name: String) throws -> DiagramPage {
        let file = try cairn.write("\(name).json", DiagramModels.json(model))
        let run = try cairn.run("diagram", file, "--output", cairn.path("\(name).svg"))
        try #require(run.status == 0, "\(run.error)")
        let svg = try String(contentsOfFile: cairn.path("\(name).svg"), encoding: .utf8)
        return try DiagramPage.load(svg: svg, in: cairn.directory, name: name)
    }

    /// The checks every picture passes.
    private func expectLaidOut(_ page: DiagramPage, entityCount: Int) {
        #expect(page.entities.count == entityCount)
        #expect(page.declaredWidth > 0 && page.declaredHeight > 0)
        #expect(
            abs(page.svg.width - page.declaredWidth) < 0.5 && abs(page.svg.height - page.declaredHeight) < 0.5,
            "laid out \(page.svg.width)×\(page.svg.height), declared \(page.declaredWidth)×\(page.declaredHeight)")
        for (index, entity) in page.entities.enumerated() {
            #expect(page.svg.contains(entity.box), "\(entity.name) lies outside the picture")
            #expect(entity.bbox.width > 0 && entity.bbox.height > 0)
            for text in entity.texts {
                #expect(text.rect.width > 0, "'\(text.text)' is not rendered")
                #expect(entity.box.contains(text.rect), "'\(text.text)' \(text.rect) sticks out of \(entity.name)'s box \(entity.box)")
            }
            for other in page.entities[(index + 1)...] {
                #expect(!entity.box.overlaps(other.box), "\(entity.name) \(entity.box) overlaps \(other.name) \(other.box)")
            }
        }
        for label in page.labels {
            #expect(page.svg.contains(label.rect, tolerance: 1), "label '\(label.text)' is cut off")
        }
        // Labels stay legible: none covers a box or another label.
        for (index, label) in page.labelBlocks.enumerated() {
            for entity in page.entities {
                #expect(!label.rect.overlaps(entity.box), "label '\(label.text)' \(label.rect) covers \(entity.name) \(entity.box)")
            }
            for other in page.labelBlocks[(index + 1)...] {
                #expect(!label.rect.overlaps(other.rect), "label '\(label.text)' \(label.rect) covers '\(other.text)' \(other.rect)")
            }
        }
    }

    @Test func theRecipeModelRendersEveryNameInsideNonOverlappingBoxes() throws {
        let started = Date()
        let model = DiagramModels.recipes()
        let page = try render(model, name: "recipes")
        expectLaidOut(page, entityCount: 5)
        let texts = page.renderedTexts
        for entity in model.entities {
            #expect(texts.contains { $0 == entity.name }, "entity \(entity.entityName)")
            for property in entity.declaredProperties {
                #expect(
                    texts.contains { $0.hasPrefix("\(property.name): ") || $0.hasPrefix("\(property.name) → ") },
                    "\(entity.entityName).\(property.name) in its box")
                if property is RelationshipDescription {
                    #expect(texts.contains(property.name), "\(entity.entityName).\(property.name) as a line's label")
                }
            }
        }
        #expect(texts.contains("title: String"))
        #expect(texts.contains("category: String?"))
        #expect(texts.contains("rating: Integer 64"))
        #expect(texts.contains("instructions → [Instruction]"))
        #expect(texts.contains("to-many, cascade"))
        #expect(texts.contains("to-one, nullify"))
        // Headless Chromium starts, lays out and quits in about a second.
        #expect(Date().timeIntervalSince(started) < Chromium.timeout)
    }

    @Test func thirtyOneEntitiesDoNotOverlap() throws {
        let page = try render(DiagramModels.large(), name: "large")
        expectLaidOut(page, entityCount: 31)
        #expect(page.renderedTexts.contains("Square : Polygon"))
        #expect(page.renderedTexts.contains("Shape (abstract)"))
    }
}
