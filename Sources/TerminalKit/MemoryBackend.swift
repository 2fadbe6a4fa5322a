/// A terminal in memory for tests: events are queued in, drawn frames are kept.
@MainActor
public final class MemoryBackend: TerminalBackend {
    /// The current size; `.resize` events change it.
    public private(set) var size: Size
    /// Events still to be delivered, first first.
    public var pendingEvents: [Event]
    /// Every frame that changed the screen (the latest ones, when told to keep fewer), in order:
    /// a draw of the same frame again shows nothing new.
    public private(set) var frames: [Frame] = []
    /// How many frames were handed to the terminal, changed or not: what the composer rendered.
    public private(set) var renderCount = 0
    /// How many cells each draw had to write (the diff against the previous frame).
    public private(set) var writtenCellCounts: [Int] = []
    /// Control sequences sent, in order.
    public private(set) var controls: [String] = []
    /// How many times the terminal was handed to another program.
    public private(set) var suspensions = 0
    /// How long each wait for an event that found none was allowed to last, in milliseconds.
    public private(set) var idleWaits: [Int] = []

    /// How many of the latest changed frames are kept.
    private let framesKept: Int

    /// A terminal of `size` that will deliver `events`, keeping the last `keepingFrames` frames
    /// that changed (all of them unless told: a benchmark typing ten thousand keys keeps one).
    public init(size: Size, events: [Event] = [], keepingFrames: Int = .max) {
        self.size = size
        self.pendingEvents = events
        self.framesKept = max(1, keepingFrames)
    }

    /// The last frame drawn.
    public var lastFrame: Frame? { frames.last }

    /// Records the frame, when it differs from the last, and how many cells differ.
    public func draw(_ frame: Frame) {
        renderCount += 1
        guard frame != frames.last else { return }
        writtenCellCounts.append(frame.buffer.diff(from: frames.last?.buffer).count)
        if frames.count == framesKept { frames.removeFirst() }
        frames.append(frame)
    }

    /// Records the last frame with `patch` pasted at its origin, as a frame of its own.
    public func draw(_ patch: FramePatch) {
        guard let last = frames.last else { return }
        var buffer = last.buffer
        buffer.paste(patch.buffer, at: patch.origin)
        draw(Frame(buffer: buffer, cursor: patch.cursor, images: last.images))
    }

    /// Delivers the next queued event at once; nil when the queue is empty.
    public func nextEvent(timeoutMilliseconds: Int) -> Event? {
        guard !pendingEvents.isEmpty else {
            idleWaits.append(timeoutMilliseconds)
            return nil
        }
        let event = pendingEvents.removeFirst()
        if case .resize(let newSize) = event { size = newSize }
        return event
    }

    /// Nothing to wake: a memory terminal never waits.
    public var waker: TerminalWaker { .none }

    /// Counts the suspension; a memory terminal has nothing to give away.
    public func suspend() { suspensions += 1 }

    /// Nothing to take back.
    public func resume() {}

    /// Counts it as a suspension: a memory terminal has no shell to return to.
    public func suspendToShell() { suspensions += 1 }

    /// Records the sequence.
    public func sendControl(_ sequence: String) { controls.append(sequence) }
}
