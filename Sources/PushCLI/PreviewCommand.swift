import ArgumentParser
import ComposerSettings
import PushCore
import PushPreview
import TerminalKit

extension CardState: ExpressibleByArgument {}

/// `push-composer preview FILE`: the mock lock-screen card, and optionally the device payload.
struct PreviewCommand: IOCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Draw the push as a lock-screen card (and its device payload).",
        discussion: "Exit status as for validate: a push with errors prints its diagnostics on stderr and exits 1."
    )

    /// How the card states can be asked for.
    enum StateChoice: String, ExpressibleByArgument, CaseIterable {
        case lock, expanded, banner, hidden, all

        var states: [CardState] {
            self == .all ? CardState.allCases : CardState(rawValue: rawValue).map { [$0] } ?? []
        }
    }

    @Argument(help: "The push file ('-' reads standard input).")
    var file: String

    @OptionGroup
    var endpoint: EndpointOption

    @Option(help: "lock, expanded, banner, hidden (previews hidden) or all.")
    var state: StateChoice = .lock

    @OptionGroup
    var phoneOption: PhoneOption

    @Option(help: "The card's width in cells (default: the phone's, \(PhoneSize.allCases.map { String(CardOptions.naturalWidth($0)) }.joined(separator: ", ")), or the terminal's if narrower).")
    var width: Int?

    @Option(help: "The app name on the card (default: from the simulator file's bundle id, else APP).")
    var appName: String?

    @OptionGroup
    var color: ColorOption

    @Flag(help: "Also print the compiled device payload, beside the card when there is room.")
    var payload = false

    @OptionGroup(title: "Preview as a test user")
    var personalization: PersonalizationOptions

    func validate() throws {
        if let width, !(CardOptions.minimumWidth...CardOptions.maximumWidth).contains(width) {
            throw ValidationError("--width must be from \(CardOptions.minimumWidth) to \(CardOptions.maximumWidth).")
        }
    }

    func execute(_ io: CLIIO) async -> Int32 {
        let phone = phoneOption.chosen
        let document: PushDocument
        do {
            document = try CheckedPush.load(file, command: "preview", verb: "previewed", endpoint: endpoint,
                                            personalization: personalization, phone: phone, io: io).document
        } catch {
            return error.status
        }

        let colored = color.enabled(io)
        let theme: CardTheme = colored ? .standard : .monochrome
        // A terminal can report anything; the card is drawn no wider than a person can read.
        let natural = CardOptions.naturalWidth(phone)
        let available = min(io.terminalWidth ?? natural, CardOptions.maximumWidth)
        let cardWidth = width ?? (io.stdoutIsTerminal ? min(available, natural) : natural)
        let app = appName ?? CardOptions.appName(fromBundleID: document.bundleID)
        // The app's own categories label its buttons as the phone does.
        let config = UserConfig.load(environment: io.environment)
        for notice in config.notices where notice.contains("[[categories") { io.errorLine("push-composer: " + notice) }
        var cards: [Buffer] = []
        for s in state.states {
            let options = CardOptions(width: cardWidth, state: s, phone: phone, appName: app, categories: config.value.categories)
            let subtitle = document.devicePayload.flatMap(DevicePayload.subtitle(of:))
            var card = LockScreenCard(push: document.push, options: options, theme: theme, subtitle: subtitle).render()
            if state == .all { card = Self.titled(card, "\(s.title) · \(phone.rawValue) phone, \(Int(phone.points)) pt", theme: theme) }
            cards.append(card)
        }
        var output = Self.stack(cards)
        if payload {
            let json = PayloadView(.object(DevicePayload.build(document.push)), theme: theme)
            let besideWidth = available - output.size.width - 2
            if besideWidth < 30 {
                output = Self.stack([output, json.render(width: max(CardOptions.minimumWidth, cardWidth))])
            } else {
                output = Self.beside(output, json.render(width: besideWidth))
            }
        }
        io.out(ANSIWriter.render(output, color: colored))
        return 0
    }

    private static func titled(_ card: Buffer, _ title: String, theme: CardTheme) -> Buffer {
        var out = Buffer(width: card.size.width, height: card.size.height + 1)
        out.write(title, x: 0, y: 0, style: theme.title)
        out.paste(card, at: Point(x: 0, y: 1))
        return out
    }

    private static func stack(_ parts: [Buffer]) -> Buffer {
        let width = parts.map(\.size.width).max() ?? 0
        let gaps = max(0, parts.count - 1)
        var out = Buffer(width: width, height: parts.reduce(0) { $0 + $1.size.height } + gaps)
        var y = 0
        for part in parts {
            out.paste(part, at: Point(x: 0, y: y))
            y += part.size.height + 1
        }
        return out
    }

    private static func beside(_ left: Buffer, _ right: Buffer) -> Buffer {
        var out = Buffer(width: left.size.width + 2 + right.size.width, height: max(left.size.height, right.size.height))
        out.paste(left, at: Point(x: 0, y: 0))
        out.paste(right, at: Point(x: left.size.width + 2, y: 0))
        return out
    }
}
