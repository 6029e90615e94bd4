import CairnSync

/// A message on the simulated network.
struct Envelope {
    enum Direction {
        case toServer(ClientMessage)
        case toClient(ServerMessage)
    }

    /// The client that sent it or is to receive it.
    let client: Int
    let direction: Direction
}
