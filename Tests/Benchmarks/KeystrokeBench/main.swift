import ComposerApp
import ComposerRuntime
import ComposerSettings
import Foundation
import PushCore
import TerminalKit

// Feeds 10,000 keystrokes through the real key map, update, validation, compilation, view and
// frame diff, and prints p50 / p99 / max per keystroke. Run it from Tests/Benchmarks/keystrokes.sh.

/// A push near Braze's limit: long body, buttons, media and extras.
let nearLimit: ComposerDraft = {
    var draft = ComposerDraft.sample
    let json = """
    {"external_user_ids":["u1","u2","u3"],"messages":{"apple_push":{
      "alert":{"title":"Semaine du blanc : jusqu'à −40 % sur le linge de maison","body":"\(String(repeating: "Des draps en lin lavé, des serviettes moelleuses et des plaids pour l'hiver. ", count: 14))"},
      "sound":"default","badge":3,"interruption_level":"time-sensitive","relevance_score":0.8,
      "asset_url":"https://cdn.example.com/campaigns/2026/linen/hero-1080.jpg","asset_file_type":"jpg",
      "custom_uri":"shop://collections/linen?utm_source=push&utm_campaign=white-week",
      "category":"ab_cat_accept_decline","buttons":[{"action_id":"ab_pb_accept","action":"URI","uri":"https://example.com/linen"}],
      "extra":{"campaign":"white-week","segment":"home-lovers","ab_test":"B"},
      "notification_group_thread_id":"white-week"}}}
    """
    draft = ComposerDraft(document: PushReader().read(json))
    return draft
}()

func keystrokes(count: Int, keepingSize: Bool = true) -> [Event] {
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

func measure(_ name: String, draft: ComposerDraft, size: Size, count: Int, keepingSize: Bool = true) -> (String, [Double], Int) {
    var state = AppState(draft: draft, size: size)
    let theme = Theme.default
    var previous = ComposerView(state: state, theme: theme).render().buffer
    var samples: [Double] = []
    samples.reserveCapacity(count)
    let startBytes = state.analysis.budget.brazeBytes
    for (index, event) in keystrokes(count: count, keepingSize: keepingSize).enumerated() {
        let start = DispatchTime.now().uptimeNanoseconds
        _ = state.update(.event(event))
        let frame = ComposerView(state: state, theme: theme).render()
        let changed = frame.buffer.diff(from: previous)
        previous = frame.buffer
        let end = DispatchTime.now().uptimeNanoseconds
        precondition(changed.count >= 0)
        samples.append(Double(end - start) / 1e6)
        // The typed characters must have reached a field: the figures are of real edits.
        if index == 19 { precondition(state.analysis.budget.brazeBytes > startBytes + 19, "typing did not reach the title") }
    }
    return (name, samples, state.analysis.budget.brazeBytes)
}

func percentile(_ sorted: [Double], _ p: Double) -> Double {
    sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))]
}

let count = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 10_000
// An optional second argument keeps only the runs whose label contains it (for profiling one).
let only = CommandLine.arguments.dropFirst(2).first
print("| push | size | keystrokes | p50 ms | p99 ms | max ms | Braze bytes at the end |")
print("|---|---|---|---|---|---|---|")
for (name, draft) in [("realistic", ComposerDraft.sample), ("near 1900 B", nearLimit)] {
    for size in [Size(width: 80, height: 24), Size(width: 200, height: 50)] {
        if let only, !"\(name) \(size.width)x\(size.height)".contains(only) { continue }
        let (label, samples, final) = measure(name, draft: draft, size: size, count: count)
        let sorted = samples.sorted()
        let bytes = PushAnalysis(draft.document).budget.brazeBytes
        print(String(format: "| %@ (%d B) | %dx%d | %d | %.3f | %.3f | %.3f | %d |", label, bytes, size.width, size.height,
                     samples.count, percentile(sorted, 0.5), percentile(sorted, 0.99), sorted.last ?? 0, final))
    }
}
// For comparison: the same keys without the deletions, so the push grows far past any real one.
if only == nil || "realistic typed on 80x24".contains(only!) {
    let size = Size(width: 80, height: 24)
    let (_, samples, final) = measure("realistic", draft: ComposerDraft.sample, size: size, count: count, keepingSize: false)
    let sorted = samples.sorted()
    print(String(format: "| realistic, typed on without deleting (169 B) | 80x24 | %d | %.3f | %.3f | %.3f | %d |",
                 samples.count, percentile(sorted, 0.5), percentile(sorted, 0.99), sorted.last ?? 0, final))
}
