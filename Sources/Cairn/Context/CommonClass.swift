/// The one class a sequence of objects has exactly, noted object by object while each is at hand.
struct CommonClass {
    /// The class every noted object has exactly; `nil` before the first or once two differ.
    private(set) var only: ObjectIdentifier?
    private var mixed = false

    /// Notes one object's class.
    mutating func note(_ type: ManagedObject.Type) {
        let noted = ObjectIdentifier(type)
        if only == noted || mixed { return }
        if only == nil {
            only = noted
        } else {
            only = nil
            mixed = true
        }
    }
}
