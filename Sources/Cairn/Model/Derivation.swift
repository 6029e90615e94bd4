import Foundation

/// A derived attribute's expression resolved against a frozen model: the relationships it
/// follows from the object and what it computes from the objects it reaches.
struct Derivation: Sendable {
    /// What a derivation computes.
    enum Operation: Sendable {
        /// The attribute's value (through to-one relationships only).
        case copy
        /// The string attribute in lower case.
        case lowercase
        /// The string attribute without case and diacritics.
        case canonical
        /// The number of objects reached.
        case count
        /// The sum of the attribute over the objects reached.
        case sum
        /// The time of the save.
        case now
    }

    let operation: Operation
    /// The relationships followed from the derived attribute's entity, in order.
    let hops: [RelationshipDescription]
    /// The attribute read on the objects reached (none for `count` and `now`).
    let source: AttributeDescription?

    /// The value for `object`, converted to `type` (its conversions were checked when the model
    /// was frozen). `now` is not computed here: one save gives every object the same time.
    func value(for object: ManagedObject, as type: AttributeType) -> PropertyValue {
        let reached = reachedObjects(from: object)
        let value: PropertyValue
        switch operation {
        case .count: value = .integer(Int64(reached.count))
        case .sum: value = Self.sum(reached.map { $0.primitiveValue(at: source!.index) })
        case .copy, .lowercase, .canonical:
            let copied = reached.first.map { $0.primitiveValue(at: source!.index) } ?? .null
            guard case .string(let text) = copied, operation != .copy else {
                value = copied
                break
            }
            value = .string(operation == .lowercase ? text.lowercased() : Self.canonical(text))
        case .now: value = .null
        }
        return AttributeDescription.coerce(value, to: type) ?? value
    }

    /// The objects at the end of the hops (deleted ones left out: they leave with this save).
    private func reachedObjects(from object: ManagedObject) -> [ManagedObject] {
        var objects = [object]
        for hop in hops {
            objects = objects.flatMap { object -> [ManagedObject] in
                if hop.isToMany { return object.relatedObjects(at: hop.index) }
                return object.relatedObject(at: hop.index).map { [$0] } ?? []
            }.filter { !$0.isDeleted }
        }
        return objects
    }

    /// Core Data's `canonical:`: case and diacritics folded away, so that comparing canonical
    /// strings is what `==[cd]` compares.
    static func canonical(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
    }

    /// The sum of numbers: an integer while every value is one and it fits, otherwise a double
    /// (decimals add exactly). `nil` values count as nothing, as in SQL's `SUM` over a join.
    private static func sum(_ values: [PropertyValue]) -> PropertyValue {
        var integer: Int64 = 0
        var decimal = Decimal(0)
        var double = 0.0
        var kind = 0  // 0 integers, 1 decimals, 2 doubles
        for value in values {
            switch value {
            case .null: continue
            case .integer(let number):
                let (next, overflow) = integer.addingReportingOverflow(number)
                if overflow { kind = max(kind, 2) } else { integer = next }
                double += Double(number)
                decimal += Decimal(number)
            case .decimal(let number):
                kind = max(kind, 1)
                decimal += number
                double += NSDecimalNumber(decimal: number).doubleValue
            default:
                kind = 2
                double += value.numericValue ?? 0
            }
        }
        switch kind {
        case 0: return .integer(integer)
        case 1: return .decimal(decimal)
        default: return .double(double)
        }
    }
}
