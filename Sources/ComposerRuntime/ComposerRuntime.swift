import ComposerApp
import ComposerSettings
import Foundation
import TerminalKit
import TerminalThemes

/// Runs the composer on a terminal: draw, wait for an event or a tick, update, perform effects.
@MainActor
public final class ComposerRuntime {
    /// How often time is looked at while keys keep coming or something timed is under way, in
    /// milliseconds; a tick draws nothing unless what the clock shows changed (`ClockFace`).
    public static let tickMilliseconds = 250
    /// The longest wait for input when nothing timed is pending: an idle composer wakes for the
    /// wall clock's minute (an expiry may pass) and otherwise sleeps.
    public static let idleMilliseconds = 60_000

    /// The composer's state; only the loop changes it (tests with `@testable` may set it up).
    public internal(set) var state: AppState
    public var theme: Theme
    private let terminal: TerminalBackend
    private let performer: EffectPerformer
    private let clock: () -> Double
    private let wallClock: () -> WallClock
    /// Whether something other than the passing of time happened since the last frame.
    private var needsDraw = true
    /// What the clock showed on the last frame.
    private var drawnFace: ClockFace?
    /// The last whole frame drawn, which a typed key's echo is drawn over.
    private var drawnFrame: Frame?
    /// Where a letter typed next stands on that frame, written as soon as it is read.
    private var typingSlot: TypingSlot?
    /// The revision last kept for an emergency write, so it is kept once per change, and when.
    private var keptRevision: Int?
    private var keptAt = -Double.infinity
    /// When time was last looked at.
    private var lastTick = -Double.infinity
    /// Past this many payload bytes a draft is kept for an emergency write at most once a tick.
    static let largeDraftBytes = 64 * 1024

    /// Creates a runtime; `clock` returns monotonic seconds, `wallClock` the time of day.
    public init(state: AppState, theme: Theme, terminal: TerminalBackend, performer: EffectPerformer,
                clock: @escaping () -> Double = ComposerRuntime.monotonicSeconds,
                wallClock: @escaping () -> WallClock = { WallClock.system() }) {
        self.state = state
        self.theme = theme
        self.terminal = terminal
        self.performer = performer
        self.clock = clock
        self.wallClock = wallClock
        self.state.clock = clock()
        self.state.lastEditAt = self.state.clock
    }

    /// Runs until the user quits or a signal arrives; `maxIdleTicks` bounds test runs.
    public func run(maxIdleTicks: Int? = nil) {
        var idle = 0
        start()
        while !state.isQuitting {
            let event = terminal.nextEvent(timeoutMilliseconds: waitMilliseconds())
            if event == nil {
                idle += 1
                if let maxIdleTicks, idle >= maxIdleTicks { break }
            } else {
                idle = 0
            }
            pass(event)
        }
        finish()
    }

    /// The first pass: the clock read, the emergency copy kept, the first frame drawn.
    public func start() {
        lastTick = clock()
        send(.tick(lastTick, wall: wallClock()))
        keepForEmergency()
        draw()
    }

    /// One pass of the loop after an event, or after a wait that ended without one (`nil`):
    /// the event applied, time looked at, finished work taken in, a frame drawn if anything
    /// changed. Tests drive the composer through this, one event at a time.
    public func pass(_ event: Event?) {
        if let event {
            // A letter whose place is known goes out before anything else is done with it.
            let shown = showLetter(event)
            if inPlace({ $0.onlyTypes(event) }) { type(event, shown: shown) } else { send(.event(event)) }
        }
        // Time passes while keys keep coming too: steady typing must still be autosaved.
        let now = clock()
        if now - lastTick >= Double(Self.tickMilliseconds) / 1000 || event == nil {
            lastTick = now
            send(.tick(now, wall: wallClock()))
        }
        settle()
    }

    /// Applies a message from outside the loop (a test standing in for the world), then does
    /// what a pass does after its event: takes finished work, keeps the draft, draws.
    public func receive(_ msg: Msg) {
        send(msg)
        settle()
    }

    /// Draws the state as it now is: for a state or theme set from outside the loop (tests).
    func redraw() {
        needsDraw = true
        // A state set from outside (a test, a set-up) is derived before it is drawn.
        perform(state.settled())
        settle()
    }

    /// The end of a pass: results of finished work applied, a frame drawn, the draft kept. The
    /// draft is kept after the frame is out, so that its encoding never delays what a key shows.
    private func settle() {
        for result in performer.takeResults() { send(result) }
        if !state.isQuitting { draw() }
        keepForEmergency()
    }

    /// How long the loop may wait for input: until the next timed change or the next wall-clock
    /// minute, whichever comes first, and never longer than a tick while something is timed.
    private func waitMilliseconds() -> Int {
        var wait = Self.idleMilliseconds
        if let wall = state.wallClock {
            wait = min(wait, Int(60 - wall.unixSeconds % 60) * 1000)
        }
        if let next = state.nextTimedChange {
            wait = min(wait, Self.tickMilliseconds, max(1, Int(((next - clock()) * 1000).rounded(.up))))
        }
        return max(1, wait)
    }

    /// Hands the performer the draft as it is now, once per change, for a fatal signal to write.
    /// A large draft (a pasted megabyte) is kept at most four times a second: encoding it on every
    /// key would cost as much as the key, and the loop comes round again within a tick.
    private func keepForEmergency() {
        let revision = state.isDirty ? state.revision : -1
        guard revision != keptRevision else { return }
        let now = clock()
        if state.analysis.budget.brazeBytes > Self.largeDraftBytes && now - keptAt < Double(Self.tickMilliseconds) / 1000 { return }
        keptAt = now
        keptRevision = revision
        performer.keepForEmergency(state.isDirty
            ? EmergencySnapshot(request: .object(state.facts.requestBody), labels: state.draft.buttonLabels, path: state.filePath)
            : nil)
    }

    /// Waits for work under way (the last autosave) and takes its results, so that what the
    /// composer reports at exit is what happened.
    public func finish() {
        performer.finishPendingWork()
        for result in performer.takeResults() { send(result) }
    }

    /// A key that only types into the focused field: the form shows it at once, then the facts
    /// that follow from it (the check, the payload, the card) are derived and the frame drawn.
    /// A letter already `shown` from the slot is not drawn again; other text that the draft never
    /// refuses is shown as the field's editor holds it, before the draft takes it; a number once
    /// taken, and only when the form's rows stay.
    private func type(_ event: Event, shown: Bool) {
        state.clock = max(state.clock, clock())
        needsDraw = true
        // `onlyTypes` said a text field has focus, so the editor takes the key.
        if let typing = state.typeIntoEditor(event) {
            if typing.showsBeforeTaken && !shown { echo() }
            if state.finishTyping(typing) && !typing.showsBeforeTaken { echo() }
        }
        perform(state.settled())
    }

    /// Writes a typed letter in the slot the last frame left for it (`TypingSlot`); whether it did.
    /// The frame of the same pass puts right a letter that did more than fill its cell.
    private func showLetter(_ event: Event) -> Bool {
        defer { typingSlot = nil }
        guard let slot = typingSlot, case .key(let key) = event, let patch = slot.patch(for: key) else { return false }
        drawnFrame = nil
        terminal.draw(patch)
        return true
    }

    /// Draws the focused value over the last frame, when the form is on screen as it was drawn.
    private func echo() {
        guard let last = drawnFrame, state.size == terminal.size,
              let echo = inPlace({ [theme] in ComposerView.echo($0, theme: theme, over: last) }) else { return }
        // Let go of the last frame so the terminal changes its copy in place.
        drawnFrame = nil
        terminal.draw(echo)
    }

    /// Applies a message and performs the effects it returns, feeding their results back.
    public func send(_ msg: Msg) {
        perform(update(msg))
    }

    /// Applies one message; all but the passing of time call for a frame.
    private func update(_ msg: Msg) -> [Effect] {
        if case .event = msg { state.clock = max(state.clock, clock()) }
        if case .tick = msg {} else { (needsDraw, typingSlot) = (true, nil) }
        return state.update(msg)
    }

    /// Performs effects, and applies the messages their results bring in the order they come,
    /// performing what those return in turn until nothing is left.
    private func perform(_ effects: [Effect]) {
        var effects = effects
        var queue: [Msg] = []
        while true {
            for effect in effects {
                // `update` has set `isQuitting` already (quitting has one writer); the performer
                // is told all the same, as it is of every effect.
                if effect == .suspend { needsDraw = true }
                if case .editExternally = effect { needsDraw = true }
                if let result = performer.perform(effect, terminal: terminal) { queue.append(result) }
            }
            // Work done inline (the immediate executor) or already finished off the loop.
            if queue.isEmpty { queue += performer.takeResults() }
            guard !queue.isEmpty else { return }
            effects = update(queue.removeFirst())
        }
    }

    /// Renders a frame only when something happened or the clock's face changed: an idle
    /// composer renders nothing. The backend writes only the cells that changed.
    private func draw() {
        // The size has one writer too: a change the terminal did not report as an event
        // (the first frame, after the editor) goes through `update` like any resize.
        if state.size != terminal.size { send(.event(.resize(terminal.size))) }
        let face = ClockFace(state)
        guard needsDraw || face != drawnFace else { return }
        let frame = ComposerView(state: state, theme: theme).render()
        terminal.draw(frame)
        (needsDraw, drawnFace, drawnFrame) = (false, face, frame)
        typingSlot = inPlace({ [theme] in TypingSlot.on(frame, of: $0, theme: theme) })
    }

    /// Reads the state where it is kept: a method called on a class's stored property, or the
    /// property passed as an argument, works on a copy of the whole value, which costs a key a
    /// retain of everything it holds before its echo.
    private func inPlace<Result>(_ body: (inout AppState) -> Result) -> Result {
        body(&state)
    }

    /// Seconds from an arbitrary start, never going backwards.
    public nonisolated static func monotonicSeconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
