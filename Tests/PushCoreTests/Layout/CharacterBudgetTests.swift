import Testing
@testable import PushCore

/// The card's text layout against the character counts Braze publishes for the iOS lock screen.
///
/// Source: Braze, "Create iOS rich notifications", section "Character count" (Variables in text
/// truncation), braze.com/docs/user_guide/message_building_by_channel/push/ios/rich_notifications/.
/// The counts are for average English text on a current iPhone; the layout is checked on a
/// standard (393 pt) phone against each, within ±5%.
@Suite struct CharacterBudgetTests {
    /// One published figure: the situation, Braze's count, and what the layout shows for a sample.
    struct Figure: CustomTestStringConvertible, Sendable {
        let situation: String
        let published: Double
        let shown: @Sendable (String) -> Int
        let samples: [String]
        var testDescription: String { situation }
    }

    /// Ordinary marketing English, longer than any line, so each is cut where the phone cuts it.
    static let titles = [
        "Your order is on its way to you today and will arrive soon",
        "Last chance to save on summer favorites before they are gone",
        "We saved your cart so you can pick up right where you left off",
        "New arrivals just landed in your favorite store near you today",
        "Flash sale starts now with big savings across the whole shop",
    ]
    static let bodies = [
        "Good news! The jacket you have been watching is back in stock in your size. Tap to take a look before it sells out again, and remember that members get free shipping on every order this week. Our new spring collection is here too, with fresh colors and styles picked just for you.",
        "Your weekly summary is ready. You walked more than last week and reached your goal on five of seven days. Keep the streak going by planning a short walk after lunch tomorrow, and check the app to see how you compare with friends who joined the challenge this month.",
        "Thanks for being with us for a whole year! To celebrate, we have added a special reward to your account that you can use on any order until the end of the month. Open the app to see what is waiting for you, and share the news with a friend to get another gift.",
        "The flight to Chicago is now boarding at gate twelve. Please have your boarding pass ready and remember that the doors close fifteen minutes before departure. If you need help with a seat change or a connection, our team at the gate is happy to help you today.",
    ]

    static func layout(title: String = "Title", body: String = "Body", time: String = "now", media: Bool = false,
                       label: Bool = false, _ presentation: NotificationPresentation = .lock,
                       phone: PhoneSize = .standard) -> NotificationLayout {
        NotificationLayout(title: title, appName: "App", body: body, time: time, hasMedia: media, level: label ? .timeSensitive : nil,
                           presentation: presentation, phone: phone)
    }

    static let figures: [Figure] = [
        Figure(situation: "title beside \"now\"", published: 35,
               shown: { layout(title: $0).title.shownCharacters }, samples: titles),
        Figure(situation: "title beside \"3h ago\"", published: 33,
               shown: { layout(title: $0, time: "3h ago").title.shownCharacters }, samples: titles),
        Figure(situation: "title beside \"Yesterday 8:37 AM\"", published: 22,
               shown: { layout(title: $0, time: "Yesterday 8:37 AM").title.shownCharacters }, samples: titles),
        Figure(situation: "title of a time-sensitive push", published: 39,
               shown: { layout(title: $0, label: true).title.shownCharacters }, samples: titles),
        Figure(situation: "body without an image", published: 179,
               shown: { layout(body: $0).body.shownCharacters }, samples: bodies),
        Figure(situation: "body with an image", published: 154,
               shown: { layout(body: $0, media: true).body.shownCharacters }, samples: bodies),
    ]

    @Test(arguments: figures)
    func averageEnglishMeetsBrazesFigure(_ figure: Figure) {
        let counts = figure.samples.map(figure.shown)
        let average = Double(counts.reduce(0, +)) / Double(counts.count)
        let off = (average - figure.published) / figure.published
        #expect(abs(off) <= 0.05, "\(figure.situation): \(average) against \(figure.published) (\(Int(off * 100))%)")
    }

    @Test func aBannerShowsTwoLinesAndAboutHalfTheLockScreensBody() {
        for body in Self.bodies {
            let banner = Self.layout(body: body, .banner).body
            #expect(banner.lines.count == 2)
            let lock = Self.layout(body: body).body.shownCharacters
            #expect(abs(Double(banner.shownCharacters) - Double(lock) / 2) <= Double(lock) * 0.1)
        }
    }

    @Test func narrowAndWideLettersDifferAsOnAPhone() {
        #expect(!Self.layout(title: String(repeating: "i", count: 45)).title.isCut)
        #expect(Self.layout(title: String(repeating: "W", count: 30)).title.isCut)
        #expect(Self.layout(title: String(repeating: "W", count: 30)).title.shownCharacters < 20)
    }

    @Test func cjkAndEmojiAreFullWidthGlyphs() {
        let font = NotificationFont.body
        let em = font.size * font.scale + font.tracking
        for glyph: Character in ["漢", "あ", "한", "😀", "👍🏽", "🇫🇷", "❤️", "Ａ"] {
            #expect(abs(font.width(of: glyph) - em) < 0.001, "\(glyph)")
        }
        #expect(font.width(of: "é") == font.width(of: "e"))
        #expect(font.width(of: "\u{200B}") == 0)
        // About 17 ideographs fit beside "now" on a standard phone, where 35 English letters do.
        let title = Self.layout(title: String(repeating: "漢", count: 40)).title
        #expect((15...19).contains(title.shownCharacters))
    }

    @Test func widerPhonesShowMore() {
        let shown = PhoneSize.allCases.map { phone in
            Self.bodies.map { Self.layout(body: $0, phone: phone).body.shownCharacters }.reduce(0, +)
        }
        #expect(shown[0] < shown[1] && shown[1] < shown[2])
    }
}
