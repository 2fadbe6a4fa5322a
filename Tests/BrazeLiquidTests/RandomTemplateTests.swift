import BrazeLiquid
import TestSupport
import Testing

/// Random soups of Liquid fragments, from a fixed seed: each one parses or fails cleanly, and renders or fails
/// cleanly; nothing traps. (A longer run of the same generator found nothing in 2.6 million templates.)
@Suite("random templates")
struct RandomTemplateTests {
    static let pieces = [
        "{{", "}}", "{%", "%}", " if ", " for ", "x", " in ", "(1..3)", "(a..b)", "|", "plus:", "'a'", "\"b\"", "${", "}", "{", "-",
        "..", "[", "]", ".", "size", ",", " ", "\n", "endif", "endfor", "assign", "=", "==", "!=", "<", ">=", " and ", " or ",
        " contains ", "blank", "empty", "nil", "1", "-5", "2.5", "raw", "endraw", "comment", "endcomment", "liquid", "echo", "case",
        "when", "else", "elsif", "capture", "endcapture", "#", "abort_message", "connected_content", "date:", "'%Y %-d %^B %s'",
        "truncate:", "split:", "join", "first", "last", "forloop.index", "forloop.parentloop", "break", "continue", "increment",
        "decrement", "{{-", "-}}", "{%-", "-%}", "$", "'", "\"", "limit:", "offset:", "continue", "reversed", "unless", "endunless",
        "endcase", "custom_attribute", "${first_name}", "| default:", "| money", "| sort", "| map: 'a'", "| where: 'a'",
        "| slice: -1, 2", "| replace: '', 'z'", "| time_zone: 'Asia/Tokyo'", "| json_parse", "| as_json_string",
        "| number_with_delimiter", "| url_decode", "| base64_decode", "| modulo: 0", "| divided_by: 0.0", "content_blocks.${B}",
        "catalog_items", "promotion('p')", ":save", "é", "🎉", "\u{0}", "%", "a.b.c", "a[0][-1]", "[a]", "9999999999999999999",
    ]

    @Test("two thousand random templates parse or fail with a place, and render the same twice")
    func randomTemplates() {
        var generator = SeededGenerator(seed: 20_260_501)
        let variables: [String: LiquidValue] = ["a": [["a": 1], ["a": "x"], "s", 3], "b": 5, "x": ["k": [1, 2, 3]]]
        let liveData: [String: LiquidValue] = ["content_blocks": ["B": "{% for i in a %}{{i}}{% endfor %}"], "promotion": "P"]
        var parsed = 0, refused = 0, rendered = 0
        for _ in 0..<2000 {
            var source = ""
            for _ in 0..<Int.random(in: 1...25, using: &generator) {
                source += Self.pieces.randomElement(using: &generator) ?? ""
            }
            let template: LiquidTemplate
            do {
                template = try LiquidTemplate(source)
            } catch {
                refused += 1
                #expect(error.code.hasPrefix("liquid.") && error.line >= 1 && error.column >= 1, "\(error) for \(source)")
                continue
            }
            parsed += 1
            let context = LiquidContext(user: TestRender.user, now: TestRender.now, liveData: liveData, variables: variables)
            let result = template.render(context)
            #expect(template.render(context) == result, "rendered differently twice: \(source)")
            switch result {
            case .rendered(let text):
                rendered += 1
                #expect(text.utf8.count <= RenderLimits.maxOutputBytes)
            case .failed(let error):
                #expect(error.code.hasPrefix("liquid.") && error.line >= 1, "\(error) for \(source)")
            case .aborted, .needsData:
                break
            }
        }
        // The soup reaches the parser's errors, the renderer's, and clean renders alike.
        #expect(refused > 100 && parsed > 100 && rendered > 50, "refused \(refused), parsed \(parsed), rendered \(rendered)")
    }
}
