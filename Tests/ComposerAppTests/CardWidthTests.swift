@testable import ComposerApp
import PushCore
import PushPreview
import TerminalKit
import TestSupport
import Testing

/// The preview pane holds the chosen phone's whole card whenever a usable form fits beside it,
/// gives spare width to the preview, and says so when the card must be cut.
@MainActor
@Suite struct CardWidthTests {
    /// A body the standard phone shows in four lines, every word of it.
    static let fourLines = #"""
    {"alert": {"title": "Your order is on its way",
               "body": "The parcel left our warehouse this morning and is on the truck now. Track it before it sells out! Delivery is expected tomorrow before noon, so keep your phone close."}}
    """#

    @Test func everyPhonesCardFitsBesideAUsableFormWheneverTheTerminalCanHoldBoth() {
        for width in ComposerLayout.sideBySideWidth...260 {
            for phone in PhoneSize.allCases {
                let layout = ComposerLayout(size: Size(width: width, height: 40), showsPreview: false, phone: phone)
                let needed = CardOptions.naturalWidth(phone) + ComposerLayout.previewPadding
                #expect(layout.form.width >= ComposerLayout.formMinimumWidth, "\(width) \(phone)")
                #expect(layout.form.width <= ComposerLayout.formMaximumWidth, "\(width) \(phone)")
                #expect(layout.form.width + 1 + layout.preview.width == width, "\(width) \(phone)")
                if width - 1 - needed >= ComposerLayout.formMinimumWidth {
                    #expect(!layout.cardIsCut, "\(width) columns cut the \(phone) card")
                    #expect(layout.cardWidth == CardOptions.naturalWidth(phone))
                } else {
                    #expect(layout.cardIsCut)
                }
            }
        }
        // The widths people use: 120 columns hold the standard phone's card.
        #expect(!ComposerLayout(size: Size(width: 120, height: 40), showsPreview: false, phone: .standard).cardIsCut)
    }

    @Test func aNarrowTerminalShowingThePreviewNamesAPhoneThatFits() {
        let layout = ComposerLayout(size: Size(width: 60, height: 20), showsPreview: true, phone: .standard)
        #expect(layout.cardIsCut)
        #expect(layout.fittingPhone == .small)
        #expect(!ComposerLayout(size: Size(width: 80, height: 24), showsPreview: true, phone: .large).cardIsCut)
    }

    @Test func at120ColumnsTheStandardPhonesFourLineBodyShowsInFull() {
        let h = ComposerHarness(json: Self.fourLines, filePath: "order.json", size: ComposerHarness.wide)
        let body = h.state.facts.cardLayout.body
        #expect(body.lines.count == 4 && !body.isCut, "the fixture must fill four lines on the phone: \(body.lines)")
        let frame = h.render().text
        // Every word the phone shows is on the terminal too.
        for line in body.lines { #expect(frame.contains(line), "hidden: \(line)") }
        #expect(!frame.contains("cut (needs"))
        h.expectScreen(named: "composer-card-standard-120x40")
    }

    @Test func at200ColumnsTheSpareWidthGoesToThePreview() {
        let h = ComposerHarness(json: Self.fourLines, filePath: "order.json", size: Size(width: 200, height: 50))
        #expect(h.state.layout.form.width == ComposerLayout.formMaximumWidth)
        for line in h.state.facts.cardLayout.body.lines { #expect(h.render().text.contains(line)) }
        h.expectScreen(named: "composer-card-standard-200x50")
    }

    @Test func aCardThatCannotFitSaysSoAndOffersThePhoneThatDoes() {
        let h = ComposerHarness(json: Self.fourLines, filePath: "order.json", size: ComposerHarness.wide)
        h.state.phone = .large
        #expect(h.state.layout.cardIsCut)
        let needs = CardOptions.naturalWidth(.large) + ComposerLayout.previewPadding
        #expect(h.render().text.contains("large cut (needs \(needs) columns; standard fits)"))
        h.expectScreen(named: "composer-card-large-120x40")
    }
}
