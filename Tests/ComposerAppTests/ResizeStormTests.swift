@testable import ComposerApp
import ComposerRuntime
import ComposerSettings
import PushCore
import TerminalKit
import TestSupport
import Testing

/// 500 random sizes from 1×1 to 300×100, some below the minimum, with typing in between, through
/// the real runtime: nothing crashes, and the last frame is exactly a fresh drawing of the state.
@MainActor
@Suite struct ResizeStormTests {
    @Test(arguments: [UInt64(1), 2, 3])
    func stormOfSizes(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var events: [Event] = []
        let typing = Array("Ünïcødé 日本語 🎉 typed during the storm ")
        for i in 0..<500 {
            let size = Size(width: Int.random(in: 1...300, using: &random), height: Int.random(in: 1...100, using: &random))
            events.append(.resize(size))
            // Typing, field and screen moves between resizes; some land while the view is too small.
            switch i % 7 {
            case 0: events.append(.key(KeyEvent(.tab)))
            case 3: events.append(.key(.ctrl("n")))
            case 5: events.append(.key(.ctrl("r")))
            default: events.append(.key(KeyEvent(.character(typing[i % typing.count]))))
            }
        }
        let final = Size(width: 120, height: 40)
        events.append(.resize(final))
        events += Event.typing("END")
        let terminal = MemoryBackend(size: Size(width: 80, height: 24), events: events)
        let performer = RecordingPerformer()
        let state = AppState(draft: .sample, size: terminal.size)
        let runtime = ComposerRuntime(state: state, theme: .default, terminal: terminal, performer: performer)
        runtime.run(maxIdleTicks: 1)
        let last = terminal.lastFrame
        #expect(last?.size == final)
        #expect(last == ComposerView(state: runtime.state, theme: .default).render())
        #expect(runtime.state.draft.text(of: runtime.state.focusedField ?? .title).hasSuffix("END")
                || runtime.state.focusedField.map { $0.kind != .text && $0.kind != .multiline } == true)
        #expect(!runtime.state.isQuitting)
    }
}
