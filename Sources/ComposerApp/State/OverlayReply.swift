/// What an overlay makes of a key, decided by the overlay itself; the composer around it acts on
/// the reply (the overlay never reaches into the composer).
enum OverlayReply<Answer: Sendable & Equatable>: Sendable, Equatable {
    /// It stays open, as the key left it.
    case stay
    /// It closes, and nothing else happens.
    case close
    /// An answer for the composer to act on, which closes the overlay, opens another, or keeps
    /// it open (a typed path that is no good keeps its prompt, with the reason said).
    case answer(Answer)
}
