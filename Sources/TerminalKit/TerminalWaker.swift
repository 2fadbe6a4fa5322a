import Glibc

/// Wakes a terminal backend that is waiting for input, from any thread: work done off the loop
/// calls it once its result is waiting, so the loop takes the result at once instead of at the
/// next tick. A self-pipe: one byte written here makes the backend's wait return.
public final class TerminalWaker: Sendable {
    private let descriptor: Int32

    /// A waker writing to `descriptor` (the write end of a non-blocking pipe); -1 wakes nothing.
    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// For backends that never wait (the memory backend).
    public static let none = TerminalWaker(descriptor: -1)

    /// Makes the waiting backend return; never blocks (a full pipe already means "wake").
    public func wake() {
        guard descriptor >= 0 else { return }
        var byte: UInt8 = 1
        _ = write(descriptor, &byte, 1)
    }
}
