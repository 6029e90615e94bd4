extension ModelCompiler {
    /// Resolves every derived attribute and records, on each entity a derivation reads through a
    /// relationship, how to get back from its objects to the objects holding the derived value.
    func resolveDerivations(of entities: [EntityDescription]) throws {
        for entity in entities {
            entity.derivationWatches = []
            entity.derivedValueReaders = []
        }
        var count = 0
        for entity in entities {
            for case let attribute as DerivedAttributeDescription in entity.declaredProperties {
                let derivation = try Derivation.resolve(attribute, in: entity)
                attribute.derivation = derivation
                count += 1
                let readers = entity.selfAndDescendants + derivation.hops.flatMap { $0.destinationEntity!.selfAndDescendants }
                for reader in readers where !reader.derivedValueReaders.contains("\(entity.entityName).\(attribute.name)") {
                    reader.derivedValueReaders.append("\(entity.entityName).\(attribute.name)")
                }
                // A count changes only when membership does, which changes the owner itself.
                let watched = derivation.operation == .count ? derivation.hops.dropLast() : derivation.hops[...]
                for position in watched.indices {
                    let inverses = derivation.hops[...position].reversed().map { $0.inverseRelationship! }
                    for reader in derivation.hops[position].destinationEntity!.selfAndDescendants {
                        reader.derivationWatches.append(DerivationWatch(attribute: attribute, inverses: inverses))
                    }
                }
            }
        }
        for entity in entities {
            entity.derivedIndices = entity.properties.indices.filter { entity.properties[$0] is DerivedAttributeDescription }
        }
        model.derivedAttributeCount = count
    }
}
