import PushCore
import PushPreview
import SnapshotTesting
import TerminalKit
import Testing

/// Every card in every state on every phone at its natural width, and clipped into 30 cells,
/// one snapshot file per push.
@Suite struct CardSnapshotTests {
    static let pushes: [(name: String, json: String)] = [
        ("plain-english", #"{"alert":{"title":"Flash sale","body":"40% off everything until midnight. Tap to shop the sale before it ends."}}"#),
        ("long-german", #"{"alert":{"title":"Donaudampfschifffahrtsgesellschaftskapitänsmütze","body":"Ihre Bestellung Nr. 4711 wurde versandt. Die Sendungsverfolgungsnummer finden Sie in der App; die Zustellung erfolgt voraussichtlich übermorgen zwischen 10 und 14 Uhr. Grüße aus Köln – Ihr Kundenservice."}}"#),
        ("japanese", #"{"alert":{"title":"セール開催中！","body":"本日限定で全品40%オフ。お見逃しなく。詳しくはアプリで確認してください。送料無料です。"}}"#),
        ("emoji-title", #"{"alert":{"title":"🎉 Party time 👩‍👩‍👧 🇯🇵 👍🏽","body":"Your friends are waiting ❤️"}}"#),
        // Measured in points, not cells: 45 narrow letters fit beside "now", 30 wide ones do not.
        ("title-narrow-letters", #"{"alert":{"title":"iiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiii","body":"b"}}"#),
        ("title-wide-letters", #"{"alert":{"title":"WWWWWWWWWWWWWWWWWWWWWWWWWWWWWW","body":"b"}}"#),
        ("title-beside-long-time", #"{"alert":{"title":"We saved your cart so you can pick up where you left off","body":"Your items are waiting."},"interruption_level":"active"}"#),
        ("no-title", #"{"alert":{"body":"Your order has shipped and will arrive on Thursday."}}"#),
        ("rich-image", #"{"alert":{"title":"New arrivals","body":"Fresh styles just landed in your size. Take a look before they are gone."},"asset_url":"https://cdn.example.com/a.jpg","asset_file_type":"jpg"}"#),
        ("time-sensitive", #"{"alert":{"title":"Your table is ready","body":"Please come to the front desk within 10 minutes."},"interruption_level":"time-sensitive"}"#),
        ("critical", #"{"alert":{"title":"Flood warning","body":"Move to higher ground now."},"interruption_level":"critical","sound":"default"}"#),
        ("passive", #"{"alert":{"title":"Weekly digest","body":"5 new stories you might like."},"interruption_level":"passive","relevance_score":0.2}"#),
        ("buttons-accept-decline", #"{"alert":"Join the beta?","category":"ab_cat_accept_decline","buttons":[{"action_id":"ab_pb_accept","action":"URI","uri":"https://example.com/beta"}]}"#),
        ("buttons-yes-no", #"{"alert":"Did you like it?","category":"ab_cat_yes_no"}"#),
        ("buttons-confirm-cancel", #"{"alert":"Confirm your order","category":"ab_cat_confirm_cancel","buttons":[{"action_id":"ab_pb_confirm","action":"DEEP_LINK","uri":"shop://orders/42"}]}"#),
        ("buttons-more", #"{"alert":"Something new","category":"ab_cat_more"}"#),
        ("buttons-custom", #"{"alert":"Reply to Sam","category":"CHAT_REPLY","buttons":[{"action_id":"reply","action":"DEEP_LINK","uri":"chat://reply/sam"},{"action_id":"mute","action":"URI","uri":"https://example.com/mute"}]}"#),
        ("localized", #"{"alert":{"title_loc_key":"INVITE_TITLE","loc_key":"%@ invited you to play %@","loc_args":["Jenna","chess"]}}"#),
        ("silent", #"{"content-available":true,"apns_priority":5,"extra":{"sync":"inbox"}}"#),
        ("control-characters", #"{"alert":{"title":"x\u001b]0;pwned\u0007y","body":"right\u202eto-left\u0000 and\u200bzero width"},"notification_group_thread_id":"t\u001b[31m"}"#),
        ("thread", #"{"alert":"Anna: see you at 8","notification_group_thread_id":"chat-anna"}"#),
    ]

    /// Each phone at its natural width, then the standard phone squeezed into 30 cells.
    static let layouts: [(phone: PhoneSize, width: Int?)] = PhoneSize.allCases.map { ($0, nil) } + [(.standard, 30)]

    @Test(arguments: pushes.map(\.name))
    func card(_ name: String) throws {
        let json = try #require(Self.pushes.first { $0.name == name }?.json)
        let document = PushReader().read(json)
        #expect(document.isReadable)
        var sections: [String] = []
        for (phone, width) in Self.layouts {
            for state in CardState.allCases {
                let time = name == "title-beside-long-time" ? "Yesterday 8:37 AM" : "now"
                let options = CardOptions(width: width, state: state, phone: phone, appName: "Shop", time: time,
                                          buttonLabels: ["mute": "Mute"])
                let card = LockScreenCard(push: document.push, options: options).render()
                #expect(card.size.width == options.width)
                sections.append("\(state.rawValue) · \(phone.rawValue) @ \(options.width)\n" + Snapshot.render(card))
            }
        }
        expectSnapshotText(sections.joined(separator: "\n"), named: "card-" + name)
    }

    @Test func payloadViewColoursTokens() {
        let document = PushReader().read(#"{"alert":{"title":"Hi","body":"Ünïcødé 日本"},"badge":3}"#)
        let view = PayloadView(.object(DevicePayload.build(document.push))).render(width: 30)
        expectSnapshot(view, named: "payload-view")
    }
}
