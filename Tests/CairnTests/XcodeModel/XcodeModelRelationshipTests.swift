import Foundation
import Testing

@testable import Cairn

@Suite("Xcode model files: relationships")
struct XcodeModelRelationshipTests {
    private func relationship(_ entity: String, _ name: String, in model: ManagedObjectModel) throws -> RelationshipDescription {
        try #require(model.entitiesByName[entity]?.relationshipsByName[name])
    }

    @Test func dogWalkRelationshipsAndInversesResolve() throws {
        let model = try ManagedObjectModel(xcodeModelAt: XcodeFixtures.url("DogWalk.xcdatamodeld"))
        try model.freeze()
        let walks = try relationship("Dog", "walks", in: model), dog = try relationship("Walk", "dog", in: model)
        #expect(walks.destinationEntity === model.entitiesByName["Walk"])
        #expect(dog.destinationEntity === model.entitiesByName["Dog"])
        #expect(walks.inverseRelationship === dog && dog.inverseRelationship === walks)
        #expect(walks.isToMany && walks.isOrdered && walks.deleteRule == .cascade && walks.isOptional)
        #expect(!dog.isToMany && dog.maxCount == 1 && dog.deleteRule == .nullify)
        #expect(model.entitiesByName["Dog"]?.attributesByName["name"]?.attributeType == .string)
        #expect(model.entitiesByName["Walk"]?.attributesByName["date"]?.attributeType == .date)
        #expect(model.warnings.isEmpty)
    }

    @Test func notebookVersionTwoAddsThePhotoFramePair() throws {
        let versions = try ManagedObjectModel.versions(in: XcodeFixtures.url("Notebook.xcdatamodeld"))
        let current = try ManagedObjectModel(xcodeModelAt: XcodeFixtures.url("Notebook.xcdatamodeld"))
        try current.freeze()
        let frame = try relationship("Note", "photoFrame", in: current), note = try relationship("PhotoFrame", "note", in: current)
        #expect(frame.inverseRelationship === note && note.inverseRelationship === frame)
        #expect(frame.deleteRule == .cascade && note.deleteRule == .nullify)
        #expect(!frame.isToMany && !note.isToMany)
        let imageData = try #require(current.entitiesByName["PhotoFrame"]?.attributesByName["imageData"])
        #expect(imageData.attributeType == .binaryData && imageData.isOptional)
        // The version before the current one has no PhotoFrame at all.
        let older = versions.values.filter { $0.versionIdentifier != current.versionIdentifier }
        #expect(!older.isEmpty)
        for model in older {
            #expect(model.entitiesByName["PhotoFrame"] == nil)
            try model.freeze()
            #expect(model.entitiesByName["Note"]?.relationshipsByName["photoFrame"] == nil)
        }
    }

    @Test func deletionRulesCountsAndDefaultsAreRead() throws {
        try XcodeFixtures.withTemporaryFolder { folder in
            let file = try XcodeFixtures.writeModel(
                entity: "Node",
                body: """
                    <relationship name="parent" maxCount="1" deletionRule="Deny" destinationEntity="Node" inverseName="children" inverseEntity="Node"/>
                    <relationship name="children" optional="YES" toMany="YES" minCount="1" maxCount="5" deletionRule="No Action" destinationEntity="Node" inverseName="parent" inverseEntity="Node"/>
                    <relationship name="peer" optional="YES" maxCount="1" destinationEntity="Node" inverseName="peer" inverseEntity="Node"/>
                    """, in: folder)
            let model = try ManagedObjectModel(xcodeModelAt: file)
            try model.freeze()
            let parent = try relationship("Node", "parent", in: model), children = try relationship("Node", "children", in: model)
            let peer = try relationship("Node", "peer", in: model)
            #expect(parent.deleteRule == .deny && !parent.isOptional)
            #expect(children.deleteRule == .noAction && children.minCount == 1 && children.maxCount == 5 && !children.isOrdered)
            #expect(peer.deleteRule == .nullify && peer.inverseRelationship === peer)
        }
    }

    @Test func emptyXMLValuesMeanNotSet() throws {
        try XcodeFixtures.withTemporaryFolder { folder in
            let file = try XcodeFixtures.writeModel(
                entity: "Node",
                body: """
                    <relationship name="owner" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Node" inverseName="" inverseEntity="" elementID=""/>
                    <attribute name="label" attributeType="String" defaultValueString=""/>
                    """, in: folder)
            let node = try #require(ManagedObjectModel(xcodeModelAt: file).entitiesByName["Node"])
            let owner = try #require(node.declaredProperties.first as? RelationshipDescription)
            #expect(owner.inverseName == nil && owner.renamingIdentifier == nil)
            #expect(node.superentityName == nil && node.managedObjectClassName == "Node")
            // An empty string is still a string attribute's default.
            #expect((node.declaredProperties.last as? AttributeDescription)?.defaultValue == .string(""))
        }
    }

    @Test(arguments: [
        #"deletionRule="Destroy" destinationEntity="Node""#,
        #"toMany="YES" maxCount="1" destinationEntity="Node""#,
        #"maxCount="3" destinationEntity="Node""#,
        #"maxCount="-1" destinationEntity="Node""#,
        #"deletionRule="Nullify""#,
    ])
    func contradictoryOrIncompleteRelationshipsAreErrors(_ settings: String) throws {
        try XcodeFixtures.withTemporaryFolder { folder in
            let file = try XcodeFixtures.writeModel(entity: "Node", body: #"<relationship name="link" \#(settings)/>"#, in: folder)
            let error = try #require(throws: CairnError.self) { try ManagedObjectModel(xcodeModelAt: file) }
            #expect(error.code == .modelFile)
            #expect(error.entityName == "Node" && error.propertyName == "link")
            #expect(error.message.contains("Node.link"))
            #expect(error.message.contains("line \(try XcodeFixtures.line(containing: "<relationship", in: file))"))
        }
    }

    @Test func unknownDestinationIsReportedWhenFrozen() throws {
        try XcodeFixtures.withTemporaryFolder { folder in
            let file = try XcodeFixtures.writeModel(
                entity: "Node",
                body: """
                    <relationship name="owner" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Person"/>
                    """, in: folder)
            let model = try ManagedObjectModel(xcodeModelAt: file)
            let error = try #require(throws: CairnError.self) { try model.freeze() }
            #expect(error.code == .invalidModel)
            #expect(error.message.contains("Person"))
        }
    }
}
