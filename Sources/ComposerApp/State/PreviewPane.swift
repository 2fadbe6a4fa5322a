import PushCore
import PushPreview

/// The preview pane's own choices: the card's state, the phone it is laid out for, the form
/// shown under it, how far it is scrolled, and, on a narrow terminal, whether it replaces the form.
public struct PreviewPane: Sendable, Equatable {
    /// The card state shown.
    public var card: CardState = .lock
    /// The phone the card is laid out for, and the cut title and body are reported for.
    public var phone: PhoneSize = .standard
    /// The form shown under the card.
    public var form: PreviewForm = .payload
    /// On narrow terminals: whether the preview replaces the form.
    public var replacesForm = false
    /// How far the pane is scrolled.
    public var scroll = 0

    /// The next card state, round.
    mutating func nextCard() {
        card = Self.after(card)
    }

    /// The next phone, round.
    mutating func nextPhone() {
        phone = Self.after(phone)
    }

    /// The next form, round, shown from its top.
    mutating func nextForm() {
        form = Self.after(form)
        scroll = 0
    }

    /// Scrolls by `lines` (up when negative), never above the top.
    mutating func scroll(by lines: Int) {
        scroll = max(0, scroll + lines)
    }

    /// The case after `value` in its list, the first after the last.
    private static func after<Value: CaseIterable & Equatable>(_ value: Value) -> Value {
        let all = Array(Value.allCases)
        return all[((all.firstIndex(of: value) ?? 0) + 1) % all.count]
    }
}
