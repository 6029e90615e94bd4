import Foundation
import Synchronization

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads the `contents` XML of one Xcode model version into entity descriptions.
///
/// The element tree it understands (anything else is skipped with one warning naming the element
/// and its line, through `CairnLog.warning`):
///
/// ```
/// model
/// ├─ entity ─┬─ attribute ── userInfo ── entry
/// │          ├─ relationship ── userInfo ── entry
/// │          ├─ fetchIndex ── fetchIndexElement
/// │          ├─ uniquenessConstraints ── uniquenessConstraint ── constraint
/// │          └─ userInfo ── entry
/// ├─ configuration ── memberEntity
/// ├─ fetchRequest                 (a stored fetch request: name, entity, predicateString, fetchLimit)
/// ├─ composite ── attribute     (the elements of composite attributes, by name)
/// └─ elements                     (diagram layout: skipped silently)
/// ```
final class XcodeModelParser: NSObject, XMLParserDelegate {
    /// What an open element is, which decides the children it accepts.
    private enum Frame {
        case model
        case entity(XcodeEntityDraft)
        case property(PropertyDescription)
        case userInfo((String, String) -> Void)
        case fetchIndex(XcodeEntityDraft)
        case constraints(XcodeEntityDraft)
        case constraint(XcodeEntityDraft)
        /// A `<configuration>`: its members follow.
        case configuration
        /// A `<composite>`: the element attributes of the composite type of that name follow.
        case composite(String)
        /// An element that takes no children.
        case leaf
        /// A subtree skipped without looking inside.
        case skipped
    }

    /// libxml2, behind `XMLParser` on Linux, is not safe to use from several threads at once.
    private static let libxmlLock = Locked(())

    private let file: URL
    private var stack: [(name: String, frame: Frame)] = []
    private var entities: [EntityDescription] = []
    private var configurations: [(name: String, members: [String])] = []
    /// The stored fetch requests (`<fetchRequest name= entity= predicateString=>`).
    private var fetchRequests: [XcodeFetchRequestTemplate] = []
    /// The elements of each `<composite>`, by name.
    private var compositeElements: [String: [AttributeDescription]] = [:]
    /// Composite attributes and the composite type each names, resolved when the file is read.
    private var compositeUses: [(attribute: CompositeAttributeDescription, type: String, element: XcodeElement)] = []
    private var failure: (any Error)?
    private var sawRoot = false

    private init(file: URL) {
        self.file = file
    }

    /// Parses the model file at `file`.
    ///
    /// - Returns: the entities, in file order, not yet checked (freezing the model checks them),
    ///   and the configurations with the names of their member entities.
    /// - Throws: ``CairnError`` `.modelFile` naming the file and line: unreadable file, malformed
    ///   XML (with the column), a root element other than `<model>`, missing names, unknown
    ///   attribute types or deletion rules, bad default values, configuration members that are
    ///   not entities of the file.
    static func parse(_ file: URL) throws -> (
        entities: [EntityDescription], configurations: [(name: String, members: [String])], fetchRequests: [XcodeFetchRequestTemplate]
    ) {
        let data: Data
        do { data = try Data(contentsOf: file) } catch {
            throw XcodeModelFile.error("cannot be read (\(error.localizedDescription)).", file: file)
        }
        let delegate = XcodeModelParser(file: file)
        let parser = XMLParser(data: data)
        parser.delegate = delegate
        let succeeded = libxmlLock.withLock { _ in parser.parse() }
        if let failure = delegate.failure { throw failure }
        guard succeeded else { throw delegate.malformed(parser, parser.parserError) }
        guard delegate.sawRoot else {
            throw XcodeModelFile.error("holds no XML element; a Core Data model file has a <model> root element.", file: file)
        }
        for use in delegate.compositeUses {
            guard let elements = delegate.compositeElements[use.type] else {
                throw use.element.error(
                    "composite attribute '\(use.attribute.name)' has composite type '\(use.type)', which the file does not declare in a <composite> element.",
                    property: use.attribute.name)
            }
            use.attribute.elements = elements
        }
        let names = Set(delegate.entities.map(\.entityName))
        for configuration in delegate.configurations {
            for member in configuration.members where !names.contains(member) {
                throw XcodeModelFile.error("configuration '\(configuration.name)' lists the entity '\(member)', which the file does not declare.", file: file)
            }
        }
        for template in delegate.fetchRequests where !names.contains(template.entityName) {
            throw XcodeModelFile.error(
                "fetch request '\(template.name)' is of the entity '\(template.entityName)', which the file does not declare.", file: file)
        }
        return (delegate.entities, delegate.configurations, delegate.fetchRequests)
    }

    /// The error for XML that is not well formed, at the parser's current line and column.
    private func malformed(_ parser: XMLParser, _ error: (any Error)?) -> CairnError {
        XcodeModelFile.error(
            "not well-formed XML: \(XcodeModelFile.xmlErrorReason(error)).", file: file,
            line: parser.lineNumber, column: parser.columnNumber)
    }

    // On Linux, libxml2 may go on calling back after an error (it recovers); the first error wins
    // and stops everything, before the element it broke is read.
    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        guard failure == nil else { return }
        failure = malformed(parser, parseError)
        parser.abortParsing()
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        guard failure == nil else { return }
        let element = XcodeElement(name: elementName, attributes: attributeDict, file: file, line: parser.lineNumber)
        do {
            stack.append((elementName, try frame(for: element)))
        } catch {
            failure = error
            parser.abortParsing()
        }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        guard failure == nil, let (_, frame) = stack.popLast() else { return }
        if case .entity(let draft) = frame { entities.append(draft.finish()) }
    }

    /// The frame for a new element inside the innermost open one, reading what the element says.
    private func frame(for element: XcodeElement) throws -> Frame {
        guard let (parentName, parent) = stack.last else {
            guard element.name == "model" else {
                throw element.error("the root element is <\(element.name)>, not <model>: this is not a Core Data model file.")
            }
            sawRoot = true
            return .model
        }
        switch (parent, element.name) {
        case (.skipped, _):
            return .skipped
        case (.model, "entity"):
            return .entity(try XcodeEntityDraft(element))
        case (.model, "elements"):
            return .skipped
        case (.model, "fetchRequest"):
            fetchRequests.append(try XcodeFetchRequestTemplate(element))
            return .skipped
        case (.model, "configuration"):
            configurations.append((try element.required("name"), []))
            return .configuration
        case (.configuration, "memberEntity"):
            configurations[configurations.count - 1].members.append(try element.required("name"))
            return .leaf
        case (.entity(let draft), "attribute"):
            let attribute = try element.makeAttribute(entity: draft.name)
            if let composite = attribute as? CompositeAttributeDescription {
                compositeUses.append((composite, try element.required("composite", entity: draft.name, property: composite.name), element))
            }
            draft.add(attribute)
            return .property(attribute)
        case (.model, "composite"):
            let name = try element.required("name")
            compositeElements[name] = []
            return .composite(name)
        case (.composite(let name), "attribute"):
            let attribute = try element.makeAttribute(entity: name)
            compositeElements[name, default: []].append(attribute)
            return .property(attribute)
        case (.entity(let draft), "relationship"):
            let relationship = try element.makeRelationship(entity: draft.name)
            draft.add(relationship)
            return .property(relationship)
        case (.entity(let draft), "fetchIndex"):
            draft.fetchIndexes.append(XcodeFetchIndex(name: element["name"] ?? ""))
            return .fetchIndex(draft)
        case (.fetchIndex(let draft), "fetchIndexElement"):
            draft.fetchIndexes[draft.fetchIndexes.count - 1].elements.append(try .init(element, entity: draft.name))
            return .leaf
        case (.entity(let draft), "uniquenessConstraints"):
            return .constraints(draft)
        case (.constraints(let draft), "uniquenessConstraint"):
            draft.uniquenessConstraints.append([])
            return .constraint(draft)
        case (.constraint(let draft), "constraint"):
            draft.uniquenessConstraints[draft.uniquenessConstraints.count - 1].append(try element.required("value", entity: draft.name))
            return .leaf
        case (.entity(let draft), "userInfo"):
            return .userInfo { draft.entity.userInfo[$0] = $1 }
        case (.property(let property), "userInfo"):
            return .userInfo { property.userInfo[$0] = $1 }
        case (.userInfo(let add), "entry"):
            add(try element.required("key"), element["value"] ?? "")
            return .leaf
        default:
            CairnLog.warning("\(element.location): unknown element <\(element.name)> inside <\(parentName)>; Cairn ignores it and everything inside it.")
            return .skipped
        }
    }
}
