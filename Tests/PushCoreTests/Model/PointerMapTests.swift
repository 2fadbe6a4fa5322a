import PushCore
import Testing

/// A device payload's pointers lead back to the push fields they were read into.
@Suite struct PointerMapTests {
    let document = PushReader().read(#"""
        {"aps":{"alert":{"title":"Hi","body":"There"},"sound":"default","category":"C",
         "content-state":{"a":1}},"zeta":{"deep":[1]}}
        """#)

    @Test func aPayloadPointerLeadsToItsField() {
        let map = document.pointers
        #expect(map.pushPointer(for: "/aps/alert/title") == "/alert/title")
        #expect(map.pushPointer(for: "/aps/sound") == "/sound")
        // Below a custom key: the extra field and the rest of the path.
        #expect(map.pushPointer(for: "/zeta/deep/0") == "/extra/zeta/deep/0")
    }

    @Test func aKeyNoFieldHoldsLeadsNowhere() {
        #expect(document.pointers.pushPointer(for: "/aps/content-state/a") == nil)
        #expect(document.pointers.pushPointer(for: "") == nil)
    }

    @Test func bothDirectionsAgree() {
        for push in ["/alert/title", "/alert/body", "/sound", "/extra/zeta"] {
            #expect(document.pointers.pushPointer(for: document.pointers.documentPointer(for: push)) == push)
        }
    }
}
