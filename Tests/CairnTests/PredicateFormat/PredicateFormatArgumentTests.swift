import Foundation
import Testing

@testable import Cairn

/// Format arguments: `%@`, `%K`, `%d %i %ld %u %f %lf …`, `%%`.
@Suite("Predicate format: arguments")
struct PredicateFormatArgumentTests {
    /// A model value type users define themselves.
    struct Celsius: PropertyValueConvertible, Equatable {
        var degrees: Double
        static var attributeType: AttributeType { .double }
        var propertyValue: PropertyValue { .double(degrees) }
        static func fromPropertyValue(_ value: PropertyValue) -> Celsius? { Double.fromPropertyValue(value).map(Celsius.init) }
    }

    struct Unsupported {}

    @Test("%@ converts each supported type to its constant")
    func objectArguments() throws {
        let date = Date(timeIntervalSinceReferenceDate: 12_345)
        let uuid = UUID()
        let url = try #require(URL(string: "https://example.com"))
        let cases: [(Any, PropertyValue)] = [
            ("text", .string("text")), (Substring("sub"), .string("sub")), (NSString(string: "ns"), .string("ns")),
            (42, .integer(42)), (Int8(-8), .integer(-8)), (Int16(16), .integer(16)), (Int32(32), .integer(32)),
            (Int64.min, .integer(.min)), (UInt(7), .integer(7)), (UInt8(255), .integer(255)), (UInt32.max, .integer(Int64(UInt32.max))),
            (UInt64.max, .decimal(Decimal(string: "18446744073709551615")!)),
            (2.5, .double(2.5)), (Float(0.5), .double(0.5)), (true, .bool(true)), (false, .bool(false)),
            (Decimal(string: "1.25")!, .decimal(Decimal(string: "1.25")!)), (date, .date(date)), (Data([1, 2]), .data(Data([1, 2]))),
            (uuid, .uuid(uuid)), (url, .url(url)), (Celsius(degrees: 21.5), .double(21.5)), (PropertyValue.integer(9), .integer(9)),
            (NSNumber(value: 3), .integer(3)), (NSNumber(value: 1.5), .double(1.5)), (NSNumber(value: true), .bool(true)),
            (NSNumber(value: 1), .integer(1)), (NSDecimalNumber(string: "2.75"), .decimal(Decimal(string: "2.75")!)),
            (NSNull(), .null), (Optional<String>.none as Any, .null), (Optional<Int>.some(5) as Any, .integer(5)),
        ]
        for (argument, expected) in cases {
            #expect(parsedRHS("value == %@", argument) == .constant(expected), "\(type(of: argument))")
        }
    }

    @Test("%@ with an array or set gives an array of constants")
    func collectionArguments() throws {
        #expect(parsedRHS("x IN %@", [1, 2, 3]) == .aggregate([PF.int(1), PF.int(2), PF.int(3)]))
        #expect(parsedRHS("x IN %@", ["a", nil] as [String?]) == .aggregate([PF.string("a"), PF.null]))
        #expect(parsedRHS("x IN %@", [[1], []]) == .aggregate([.aggregate([PF.int(1)]), .aggregate([])]))
        #expect(parsedRHS("x IN %@", NSArray(array: [1, "a"])) == .aggregate([PF.int(1), PF.string("a")]))
        let fromSet = try #require(parsedRHS("x IN %@", Set(["a", "b"])))
        guard case .aggregate(let elements) = fromSet else {
            Issue.record("not an array: \(fromSet)")
            return
        }
        #expect(Set(elements) == [PF.string("a"), PF.string("b")])
    }

    @Test("%@ with a managed object or an object ID compares by object ID")
    func objectIdentity() {
        let entity = EntityDescription(name: "Notebook")
        let notebook = ManagedObject(entity: entity, insertInto: nil)
        let id = notebook.objectID
        #expect(parsedPredicate("notebook == %@", notebook) == PF.cmp(PF.key("notebook"), .equalTo, .constant(.object(id))))
        #expect(parsedPredicate("notebook == %@", id) == PF.cmp(PF.key("notebook"), .equalTo, .constant(.object(id))))
        #expect(parsedRHS("SELF IN %@", [id]) == .aggregate([.constant(.object(id))]))
    }

    @Test("%K substitutes a key path")
    func keyPathArguments() {
        #expect(parsedPredicate("%K like %@", "firstName", "Adam") == PF.cmp(PF.key("firstName"), .like, PF.string("Adam")))
        #expect(parsedPredicate("%K == %@", "notebook.name", "Inbox") == PF.cmp(PF.key("notebook.name"), .equalTo, PF.string("Inbox")))
        #expect(parsedPredicate("ANY %K.name == 'x'", "tags") == PF.cmp(PF.key("tags.name"), .equalTo, PF.string("x"), .any))
    }

    @Test("printf-style numeric specifiers", arguments: ["%d", "%i", "%ld", "%lld", "%u", "%lu", "%hd", "%qi", "%x", "%o"])
    func integerSpecifiers(specifier: String) {
        #expect(parsedRHS("n == \(specifier)", 42) == PF.int(42))
        #expect(parsedRHS("n == \(specifier)", Int32(-3)) == PF.int(-3))
        #expect(parsedRHS("n == \(specifier)", true) == PF.int(1))
    }

    @Test("floating-point specifiers", arguments: ["%f", "%lf", "%e", "%g"])
    func floatSpecifiers(specifier: String) {
        #expect(parsedRHS("n == \(specifier)", 2.5) == PF.double(2.5))
        #expect(parsedRHS("n == \(specifier)", Float(0.25)) == PF.double(0.25))
        #expect(parsedRHS("n == \(specifier)", 3) == PF.double(3))
    }

    @Test("arguments are used in order; extra arguments are ignored; %% is the string \"%\" and uses none")
    func order() {
        #expect(parsedPredicate("a == %@ AND %K == %d", "x", "b", 2, "extra") == .and([PF.cmp(PF.key("a"), .equalTo, PF.string("x")), PF.eq("b", 2)]))
        #expect(parsedPredicate("a LIKE '100%%' AND b == %@", 1) == .and([PF.cmp(PF.key("a"), .like, PF.string("100%%")), PF.eq("b", 1)]))
        #expect(parsedPredicate("a == %% AND b == %@", 1) == .and([PF.cmp(PF.key("a"), .equalTo, PF.string("%")), PF.eq("b", 1)]))
    }

    @Test("an argument of an unusable type is an error naming its position and type")
    func unsupportedTypes() throws {
        let error = try #require(predicateSyntaxError("a == %@ AND b == %@", 1, Unsupported()))
        #expect(error.offset == 17)
        #expect(error.message == "argument 2 of type Unsupported cannot be used in a predicate")

        let dictionary = try #require(predicateSyntaxError("a == %@", ["k": 1]))
        #expect(dictionary.message == "argument 1 of type Dictionary<String, Int> cannot be used in a predicate")

        let element = try #require(predicateSyntaxError("a IN %@", [Unsupported()]))
        #expect(
            element.message
                == "argument 1 of type Array<Unsupported> cannot be used in a predicate (its element of type Unsupported cannot be used in a predicate)")
    }

    @Test("specifiers check their argument's type")
    func typedSpecifiers() throws {
        #expect(try #require(predicateSyntaxError("%K == 1", 3)).message == "argument 1 of type Int cannot be used as a key path with %K")
        #expect(try #require(predicateSyntaxError("a == %d", "3")).message == "argument 1 of type String cannot be used with %d")
        #expect(try #require(predicateSyntaxError("a == %f", "3")).message == "argument 1 of type String cannot be used with %f")
        #expect(try #require(predicateSyntaxError("a == %ld", 2.5)).message == "argument 1 of type Double cannot be used with %ld")
    }

    @Test("too few arguments is an error at the specifier")
    func missingArguments() throws {
        let error = try #require(predicateSyntaxError("a == %@ AND b == %@", 1))
        #expect(error.offset == 17)
        #expect(error.message == "not enough arguments: %@ needs argument 2 but 1 was given")
        #expect(try #require(predicateSyntaxError("%K == 1")).message == "not enough arguments: %K needs argument 1 but 0 were given")
    }

    @Test("the non-throwing initializers take variadic and array arguments alike")
    func initializers() {
        let expected = PF.cmp(PF.key("title"), .contains, PF.string("hello"), .direct, .caseInsensitive)
        #expect(FetchPredicate(format: "title CONTAINS[c] %@", "hello") == expected)
        #expect(FetchPredicate(format: "title CONTAINS[c] %@", argumentArray: ["hello"]) == expected)
        guard case .invalid(let error) = FetchPredicate(format: "title CONTAINS[c] %@") else {
            Issue.record("expected .invalid")
            return
        }
        #expect(error.offset == 18)
    }
}
