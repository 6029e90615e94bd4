import Foundation

/// Adopts NSCoding but not NSSecureCoding: the keyed transformer accepts it,
/// the secure one must refuse it.
final class CodingOnlyThing: NSObject, NSCoding {
    let value: Int

    init(value: Int) { self.value = value }

    func encode(with coder: NSCoder) { coder.encode(value, forKey: "value") }

    init?(coder: NSCoder) { value = coder.decodeInteger(forKey: "value") }
}
