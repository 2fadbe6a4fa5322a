import BenchmarkSupport
import ComposerApp
import PushPersonalization
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

// Ten Liquid tags rendered for a test user on every key, as the preview shows them with Alt-U.
let liquidDraft = ComposerDraft(document: PushReader().read(Array("""
    {"alert":{"title":"{{${first_name} | default: 'Hi there' | capitalize}}, {{custom_attribute.${tier} | upcase}} week",
    "body":"{% if ${language} == 'pt' %}Olá{% elsif ${language} == 'fr' %}Bonjour{% else %}Hello{% endif %} {{${first_name}}}: {{custom_attribute.${points} | plus: 100}} points, {% for b in custom_attribute.${Brands Viewed} limit: 2 %}{{b}} {% endfor %}and {{'now' | date: '%A'}}. {{custom_attribute.${city} | default: 'your city' | truncate: 20}}"}}
    """.utf8)))
let liquidUsers = try? TestUsers.parse(Array("""
    {"ana": {"first_name": "ana", "language": "pt", "custom_attribute": {"tier": "gold", "points": 320, "Brands Viewed": ["Acme", "Bolt", "Core"], "city": "Lisbon"}}}
    """.utf8), file: "users.json")
// The same, with three test users and the table of every user × phone in the pane, re-rendered
// (off the loop) as the push changes.
let threeUsers = try? TestUsers.parse(Array("""
    {"ana": {"first_name": "ana", "language": "pt", "custom_attribute": {"tier": "gold", "points": 320, "Brands Viewed": ["Acme", "Bolt", "Core"], "city": "Lisbon"}},
     "hanako": {"first_name": "花子", "language": "ja", "custom_attribute": {"tier": "silver", "points": 12, "Brands Viewed": ["Acme"], "city": "大阪"}},
     "no-name": {"language": "fr", "custom_attribute": {"tier": "bronze"}}}
    """.utf8), file: "users.json")
for size in [Size(width: 80, height: 24), Size(width: 200, height: 50)] {
    if let only, !"liquid three users \(size.width)x\(size.height)".contains(only) { continue }
    let (_, samples, final) = measure("liquid", draft: liquidDraft, size: size, count: count) { state in
        state.testUsers = threeUsers ?? TestUsers(users: [])
        state.previewUser = 0
        state.showsAllUsers = true
    }
    let sorted = samples.sorted()
    print(String(format: "| ten Liquid tags, three test users, every user × phone in the pane | %dx%d | %d | %.3f | %.3f | %.3f | %d |", size.width, size.height,
                 samples.count, percentile(sorted, 0.5), percentile(sorted, 0.99), sorted.last ?? 0, final))
}
for size in [Size(width: 80, height: 24), Size(width: 200, height: 50)] {
    if let only, !"liquid \(size.width)x\(size.height)".contains(only) { continue }
    let (_, samples, final) = measure("liquid", draft: liquidDraft, size: size, count: count) { state in
        state.testUsers = liquidUsers ?? TestUsers(users: [])
        state.previewUser = 0
    }
    let sorted = samples.sorted()
    print(String(format: "| ten Liquid tags, previewed as a test user | %dx%d | %d | %.3f | %.3f | %.3f | %d |", size.width, size.height,
                 samples.count, percentile(sorted, 0.5), percentile(sorted, 0.99), sorted.last ?? 0, final))
}
