import BrazeLiquid
import Foundation
import Testing

/// LiquidValue from JSON, and values as Liquid prints and compares them.
@Suite("values")
struct ValueTests {
    @Test("JSONSerialization output: booleans stay booleans, numbers stay numbers")
    func jsonObject() throws {
        let data = Data(#"{"b": true, "f": false, "one": 1, "zero": 0, "half": 0.5, "s": "x", "n": null, "a": [1, true]}"#.utf8)
        let value = LiquidValue(jsonObject: try JSONSerialization.jsonObject(with: data))
        guard case .hash(let hash) = value else {
            Issue.record("expected a hash")
            return
        }
        #expect(hash["b"] == .bool(true))
        #expect(hash["f"] == .bool(false))
        #expect(hash["one"] == .int(1))
        #expect(hash["zero"] == .int(0))
        #expect(hash["half"] == .double(0.5))
        #expect(hash["s"] == .string("x"))
        #expect(hash["n"] == .null)
        #expect(hash["a"] == .array([.int(1), .bool(true)]))
    }

    @Test("native Swift values are read by their type")
    func nativeValues() {
        let value = LiquidValue(jsonObject: ["t": true, "one": 1, "half": 0.5, "list": [false, "x"]] as [String: Any])
        #expect(value == .hash(LiquidHash([("half", 0.5), ("list", [false, "x"]), ("one", 1), ("t", true)])))
    }

    @Test("JSON text keeps key order")
    func jsonText() throws {
        let value = try LiquidValue(jsonText: #"{"z": 1, "a": {"y": [1.5, "\u00e9\ud83c\udf89"], "b": null}}"#)
        guard case .hash(let hash) = value else {
            Issue.record("expected a hash")
            return
        }
        #expect(hash.keys == ["z", "a"])
        #expect(TestRender.text("{% for p in v %}{{ p[0] }}{% endfor %}|{{ v.a.y[1] }}", variables: ["v": value]) == "za|é🎉")
        #expect(throws: LiquidError.self) { try LiquidValue(jsonText: "{\"a\": }") }
    }

    @Test("values print the Ruby way")
    func printing() {
        let variables: [String: LiquidValue] = ["h": ["a": 1, "b": ["x", .null]], "f": 1.0, "big": 1e20, "small": 0.00001]
        #expect(TestRender.text("{{ h }}", variables: variables) == #"{"a"=>1, "b"=>["x", nil]}"#)
        #expect(TestRender.text("{{ f }} {{ big }} {{ small }} {{ (1..3) }}", variables: variables) == "1.0 1.0e+20 1.0e-05 1..3")
        #expect(TestRender.text("{{ true }} {{ nil }}|{{ 'a,b' | split: ',' }}") == "true |ab")
    }

    @Test("truthiness: only nil and false are false")
    func truthiness() {
        let source = "{% if v %}T{% else %}F{% endif %}"
        for value: LiquidValue in [0, "", "0", [], [:], 0.0] {
            #expect(TestRender.text(source, variables: ["v": value]) == "T", "\(value)")
        }
        for value: LiquidValue in [.null, false] {
            #expect(TestRender.text(source, variables: ["v": value]) == "F", "\(value)")
        }
    }

    @Test("hashes compare by content, not order")
    func hashEquality() {
        #expect(LiquidValue.hash(LiquidHash([("a", 1), ("b", 2)])) == .hash(LiquidHash([("b", 2), ("a", 1)])))
        var hash = LiquidHash([("a", 1), ("b", 2), ("c", 3)])
        hash["b"] = nil
        #expect(hash.keys == ["a", "c"])
        #expect(hash["c"] == .int(3))
    }

    @Test("the same parsed template renders for many users, concurrently")
    func concurrentRendering() async throws {
        let template = try LiquidTemplate("Hi {{ ${first_name} | upcase }}{% for i in (1..3) %}{{ i }}{% endfor %}")
        let names = (0..<50).map { "user\($0)" }
        let results = await withTaskGroup(of: LiquidResult.self) { group in
            for name in names {
                group.addTask { template.render(LiquidContext(user: ["first_name": .string(name)])) }
            }
            var all: [LiquidResult] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(Set(results.map { "\($0)" }).count == 50)
    }
}
