import ComposerApp
import ComposerRuntime
import ComposerSettings
import Foundation
import PushCore
import TerminalKit

// What the benchmarks share: the keys they type and how a key is timed.

/// A realistic mix of keys in cycles of 50, as the keystroke benchmark types them.
public func keystrokes(count: Int, keepingSize: Bool = true) -> [Event] {
    // A realistic mix in cycles of 50: twenty characters typed and then deleted, so that the push
    // keeps its size (10,000 keys typed on would make any push many kilobytes long), then field
    // and screen moves and cursor keys.
    let words = Array("Flash sale: 40% off everything today only, in every size. 日本語のテキスト 🎉 ")
    var events: [Event] = []
    var i = 0
    while events.count < count {
        switch i % 50 {
        case 0..<20: events.append(.key(KeyEvent(.character(words[i % words.count]))))
        case 20..<40 where keepingSize: events.append(.key(KeyEvent(.backspace)))
        case 20..<40: events.append(.key(KeyEvent(.character(words[i % words.count]))))
        case 40: events.append(.key(KeyEvent(.tab)))
        case 41, 46: events.append(.key(KeyEvent(.left)))
        case 42, 47: events.append(.key(KeyEvent(.right)))
        case 43: events.append(.key(.ctrl("n")))
        case 44: events.append(.key(.ctrl("p")))
        case 45: events.append(.key(.alt("1")))
        default: events.append(.key(KeyEvent(.end)))
        }
        i += 1
    }
    return events
}

/// Times each key through one pass of the real loop (`ComposerRuntime`: update, effects,
/// view, frame diff on an in-memory terminal), with the product's own effects working off the
/// loop in a private state folder; returns the label, the samples in ms and the final Braze bytes.
@MainActor
public func measure(_ name: String, draft: ComposerDraft, size: Size, count: Int, keepingSize: Bool = true,
                    prepare: (inout AppState) -> Void = { _ in }) -> (String, [Double], Int) {
    var state = AppState(draft: draft, size: size)
    prepare(&state)
    let folder = NSTemporaryDirectory() + "/keystroke-bench-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let effects = SystemEffects(environment: ["HOME": folder, "XDG_STATE_HOME": folder + "/state", "TMPDIR": folder])
    let terminal = MemoryBackend(size: size, keepingFrames: 1)
    let runtime = ComposerRuntime(state: state, theme: .default, terminal: terminal, performer: effects)
    runtime.start()
    var samples: [Double] = []
    samples.reserveCapacity(count)
    let startBytes = runtime.state.analysis.budget.brazeBytes
    for (index, event) in keystrokes(count: count, keepingSize: keepingSize).enumerated() {
        terminal.pendingEvents.append(event)
        let start = DispatchTime.now().uptimeNanoseconds
        runtime.pass(terminal.nextEvent(timeoutMilliseconds: 0))
        let end = DispatchTime.now().uptimeNanoseconds
        samples.append(Double(end - start) / 1e6)
        // The typed characters must have reached a field: the figures are of real edits.
        if index == 19 { precondition(runtime.state.analysis.budget.brazeBytes > startBytes + 19, "typing did not reach the title") }
    }
    precondition(terminal.renderCount > count / 2, "the keys drew no frames")
    runtime.finish()
    return (name, samples, runtime.state.analysis.budget.brazeBytes)
}

/// The value at fraction `p` of sorted samples.
public func percentile(_ sorted: [Double], _ p: Double) -> Double {
    sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))]
}

