import Foundation
import Testing
@testable import Cairn

/// Format arguments: `%@`, `%K`, `%d %i %ld %u %f %lf …`, `%%`.
@Suite("Predicate format: arguments")
struct PredicateArgumentTests {
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
            #expect(rhs("value == %@", argument) == .constant(expected), "\(type(of: argument))")
        }
    }

    @Test("%@ with an array or set gives an array of constants")
    func collectionArguments() throws {
        #expect(rhs("x IN %@", [1, 2, 3]) == .aggregate([P.int(1), P.int(2), P.int(3)]))
        #expect(rhs("x IN %@", ["a", nil] as [String?]) == .aggregate([P.string("a"), P.null]))
        #expect(rhs("x IN %@", [[1], []]) == .aggregate([.aggregate([P.int(1)]), .aggregate([])]))
        #expect(rhs("x IN %@", NSArray(array: [1, "a"])) == .aggregate([P.int(1), P.string("a")]))
        let fromSet = try #require(rhs("x IN %@", Set(["a", "b"])))
        guard case .aggregate(let elements) = fromSet else { Issue.record("not an array: \(fromSet)"); return }
        #expect(Set(elements) == [P.string("a"), P.string("b")])
    }

    @Test("%@ with a managed object or an object ID compares by object ID")
    func objectIdentity() {
        let entity = EntityDescription(name: "Notebook")
        let notebook = ManagedObject(entity: entity, insertInto: nil)
        let id = notebook.objectID
        #expect(parsed("notebook == %@", notebook) == P.cmp(P.key("notebook"), .equalTo, .constant(.object(id))))
        #expect(parsed("notebook == %@", id) == P.cmp(P.key("notebook"), .equalTo, .constant(.object(id))))
        #expect(rhs("SELF IN %@", [id]) == .aggregate([.constant(.object(id))]))
    }

    @Test("%K substitutes a key path")
    func keyPathArguments() {
        #expect(parsed("%K like %@", "firstName", "Adam") == P.cmp(P.key("firstName"), .like, P.string("Adam")))
        #expect(parsed("%K == %@", "notebook.name", "Inbox") == P.cmp(P.key("notebook.name"), .equalTo, P.string("Inbox")))
        #expect(parsed("ANY %K.name == 'x'", "tags") == P.cmp(P.key("tags.name"), .equalTo, P.string("x"), .any))
    }

    @Test("printf-style numeric specifiers", arguments: ["%d", "%i", "%ld", "%lld", "%u", "%lu", "%hd", "%qi", "%x", "%o"])
    func integerSpecifiers(specifier: String) {
        #expect(rhs("n == \(specifier)", 42) == P.int(42))
        #expect(rhs("n == \(specifier)", Int32(-3)) == P.int(-3))
        #expect(rhs("n == \(specifier)", true) == P.int(1))
    }

    @Test("floating-point specifiers", arguments: ["%f", "%lf", "%e", "%g"])
    func floatSpecifiers(specifier: String) {
        #expect(rhs("n == \(specifier)", 2.5) == P.double(2.5))
        #expect(rhs("n == \(specifier)", Float(0.25)) == P.double(0.25))
        #expect(rhs("n == \(specifier)", 3) == P.double(3))
    }

    @Test("arguments are used in order; extra arguments are ignored; %% is the string \"%\" and uses none")
    func order() {
        #expect(parsed("a == %@ AND %K == %d", "x", "b", 2, "extra") == .and([P.cmp(P.key("a"), .equalTo, P.string("x")), P.eq("b", 2)]))
        #expect(parsed("a LIKE '100%%' AND b == %@", 1) == .and([P.cmp(P.key("a"), .like, P.string("100%%")), P.eq("b", 1)]))
        #expect(parsed("a == %% AND b == %@", 1) == .and([P.cmp(P.key("a"), .equalTo, P.string("%")), P.eq("b", 1)]))
    }

    @Test("an argument of an unusable type is an error naming its position and type")
    func unsupportedTypes() throws {
        let error = try #require(syntaxError("a == %@ AND b == %@", 1, Unsupported()))
        #expect(error.offset == 17)
        #expect(error.message == "argument 2 of type Unsupported cannot be used in a predicate")

        let dictionary = try #require(syntaxError("a == %@", ["k": 1]))
        #expect(dictionary.message == "argument 1 of type Dictionary<String, Int> cannot be used in a predicate")

        let element = try #require(syntaxError("a IN %@", [Unsupported()]))
        #expect(element.message == "argument 1 of type Array<Unsupported> cannot be used in a predicate (its element of type Unsupported cannot be used in a predicate)")
    }

    @Test("specifiers check their argument's type")
    func typedSpecifiers() throws {
        #expect(try #require(syntaxError("%K == 1", 3)).message == "argument 1 of type Int cannot be used as a key path with %K")
        #expect(try #require(syntaxError("a == %d", "3")).message == "argument 1 of type String cannot be used with %d")
        #expect(try #require(syntaxError("a == %f", "3")).message == "argument 1 of type String cannot be used with %f")
        #expect(try #require(syntaxError("a == %ld", 2.5)).message == "argument 1 of type Double cannot be used with %ld")
    }

    @Test("too few arguments is an error at the specifier")
    func missingArguments() throws {
        let error = try #require(syntaxError("a == %@ AND b == %@", 1))
        #expect(error.offset == 17)
        #expect(error.message == "not enough arguments: %@ needs argument 2 but 1 was given")
        #expect(try #require(syntaxError("%K == 1")).message == "not enough arguments: %K needs argument 1 but 0 were given")
    }

    @Test("the non-throwing initializers take variadic and array arguments alike")
    func initializers() {
        let expected = P.cmp(P.key("title"), .contains, P.string("hello"), .direct, .caseInsensitive)
        #expect(FetchPredicate(format: "title CONTAINS[c] %@", "hello") == expected)
        #expect(FetchPredicate(format: "title CONTAINS[c] %@", argumentArray: ["hello"]) == expected)
        guard case .invalid(let error) = FetchPredicate(format: "title CONTAINS[c] %@") else { Issue.record("expected .invalid"); return }
        #expect(error.offset == 18)
    }
}
