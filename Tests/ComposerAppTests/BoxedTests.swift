@testable import ComposerApp
import TestSupport
import Testing

/// The state's large parts sit behind a reference, and are still values: a copy changed leaves
/// the original as it was, and the state stays small enough to copy cheaply.
@MainActor
@Suite("Boxed parts of the state")
struct BoxedTests {
    struct Holder {
        @Boxed var items: [Int] = [1]
    }

    @Test("A copy changed leaves the original as it was, and the other way round")
    func copiesAreValues() {
        var a = Holder()
        var b = a
        a.items.append(2)
        #expect(a.items == [1, 2])
        #expect(b.items == [1])
        b.items[0] = 9
        #expect(a.items == [1, 2])
        #expect(b.items == [9])
    }

    @Test("A copy of the state keeps its draft and overlay when the state it came from changes")
    func stateCopies() {
        let h = ComposerHarness()
        let before = h.state
        h.type("!")
        h.press(.ctrl("g"))
        #expect(h.state.draft != before.draft)
        #expect(h.state.overlay != nil && before.overlay == nil)
        #expect(h.state.facts.analysis !== before.facts.analysis)
    }

    @Test("The state is small: its large parts are boxed, so each copy is a few retains")
    func stateIsSmall() {
        #expect(MemoryLayout<AppState>.size < 2048, "a large part added inline makes every copy of the state cost it")
    }
}
