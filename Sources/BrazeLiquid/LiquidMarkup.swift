/// The parts of a template a reader tells apart at a glance, for colouring it as it is typed.
///
/// Found by delimiters alone, as Liquid's tokenizer finds them (the first `}}` or `%}` closes,
/// quotes or not), so a template with mistakes in it is coloured too, and the cost is one look
/// at each character.
public enum LiquidMarkup {
    /// What a character belongs to.
    public enum Kind: Sendable, Equatable {
        /// `{% … %}`, delimiters included.
        case tag
        /// `{{ … }}`, delimiters included.
        case output
        /// `${name}` inside a tag or an output: an attribute Braze fills in.
        case attribute
    }

    /// Where a scan stands between two characters.
    public enum Context: Sendable, Equatable {
        case text, tag, output
    }

    /// The kind of each character (nil: plain text), the scan starting in `context`.
    public static func kinds(of characters: some Collection<Character>, from context: Context = .text) -> [Kind?] {
        var kinds: [Kind?] = []
        kinds.reserveCapacity(characters.count)
        scan(Array(characters), from: context) { kinds.append($0) }
        return kinds
    }

    /// Where a scan of `characters` from `context` ends: inside a tag or output left open, or in text.
    public static func context(after characters: some Collection<Character>, from context: Context = .text) -> Context {
        scan(Array(characters), from: context) { _ in }
    }

    /// Whether `characters` may hold any Liquid at all: a cheap test before a scan.
    public static func mayHoldMarkup(_ characters: some Sequence<Character>) -> Bool {
        characters.contains { $0 == "{" || $0 == "}" || $0 == "%" || $0 == "$" }
    }

    @discardableResult
    private static func scan(_ c: [Character], from start: Context, _ emit: (Kind?) -> Void) -> Context {
        var context = start
        var inAttribute = false
        var i = 0
        while i < c.count {
            let next: Character? = i + 1 < c.count ? c[i + 1] : nil
            switch context {
            case .text:
                if c[i] == "{", next == "{" || next == "%" {
                    context = next == "{" ? .output : .tag
                    let kind: Kind = context == .output ? .output : .tag
                    emit(kind)
                    emit(kind)
                    i += 2
                    continue
                }
                emit(nil)
            case .tag, .output:
                let own: Kind = context == .output ? .output : .tag
                let closer: Character = context == .output ? "}" : "%"
                if inAttribute {
                    emit(.attribute)
                    if c[i] == "}" { inAttribute = false }
                } else if c[i] == closer, next == "}" {
                    emit(own)
                    emit(own)
                    context = .text
                    i += 2
                    continue
                } else if c[i] == "$", next == "{" {
                    emit(.attribute)
                    emit(.attribute)
                    inAttribute = true
                    i += 2
                    continue
                } else {
                    emit(own)
                }
            }
            i += 1
        }
        return context
    }
}
