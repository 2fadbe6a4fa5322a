import ArgumentParser
import ComposerSettings
import PictureDrawing
import PushCore
import TextFormats
import PushMedia
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

    /// How the media's picture is drawn.
    enum ImageChoice: String, ExpressibleByArgument, CaseIterable {
        case none, cells, pixels
    }

    @Argument(help: "The push file ('-' reads standard input).")
    var file: String

    @Option(help: "Draw the media's picture in the card: none (nothing is fetched), cells (half blocks in colour, in any terminal), or pixels (kitty, sixel or iTerm2 images when the terminal answers that it draws them, never inside tmux; cells otherwise). cells and pixels fetch asset_url as 'media' does.")
    var image: ImageChoice = .none

    @OptionGroup
    var trust: CAFileOption

    @OptionGroup
    var requestKind: RequestKindOption

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
        let checked: CheckedPush
        do {
            checked = try await CheckedPush.load(file, command: "preview", verb: "previewed", requestKind: requestKind,
                                           personalization: personalization, phone: phone, io: io)
        } catch {
            return error.status
        }
        let document = checked.document

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
        let drawing = await pictureDrawing(checked, colored: colored, io: io)
        var cards: [Buffer] = []
        var mediaRects: [Rect?] = []
        for s in state.states {
            let options = CardOptions(width: cardWidth, state: s, phone: phone, appName: app, categories: config.value.categories)
            let subtitle = document.devicePayload.flatMap(DevicePayload.subtitle(of:))
            var lockScreen = LockScreenCard(push: document.push, options: options, theme: theme, subtitle: subtitle)
            if let report = drawing.report, let palette = drawing.palette {
                lockScreen.art = CardArt(report: report, cardWidth: cardWidth, palette: palette)
                // Drawn in pixels: the card keeps the picture's place blank.
                if drawing.pixels != nil, let expanded = lockScreen.art?.expanded { lockScreen.art?.expanded = Buffer(size: expanded.size) }
            }
            var (card, media) = lockScreen.renderLocatingMedia()
            if state == .all {
                card = Self.titled(card, "\(s.title) · \(phone.rawValue) phone, \(Int(phone.points)) pt", theme: theme)
                media = media.map { Rect(x: $0.x, y: $0.y + 1, width: $0.width, height: $0.height) }
            }
            cards.append(card)
            mediaRects.append(media)
        }
        var output = Self.stack(cards)
        // Where each card's picture landed in the stack: cards are one blank row apart.
        var placed: [Rect] = []
        var top = 0
        for (card, media) in zip(cards, mediaRects) {
            if let media { placed.append(Rect(x: media.x, y: top + media.y, width: media.width, height: media.height)) }
            top += card.size.height + 1
        }
        // The payload the push is delivered as: a device payload file as written.
        let delivered = JSONValue.object(document.deliveredPayload)
        // Piped, the payload follows the card as JSON a program can read: whole strings, never
        // wrapped (escaped so that nothing in it can hide or reorder text when it is shown).
        let pipedPayload = payload && !io.stdoutIsTerminal
        if payload && !pipedPayload {
            let json = PayloadView(delivered, theme: theme)
            let besideWidth = available - output.size.width - 2
            if besideWidth < 30 {
                output = Self.stack([output, json.render(width: max(CardOptions.minimumWidth, cardWidth))])
            } else {
                output = Self.beside(output, json.render(width: besideWidth))
            }
        }
        io.out(ANSIWriter.render(output, color: colored))
        if pipedPayload { io.out("\n" + JSONWriter.string(delivered, style: .pretty, escaping: .invisibles) + "\n") }
        if let pixels = drawing.pixels, let picture = drawing.report?.fetch.picture {
            io.out(Self.pixelPictures(picture, at: placed, outputHeight: output.size.height, format: pixels.format, cellPixels: pixels.cellPixels))
        }
        return 0
    }

    /// What the media check found and how its picture is drawn: the palette for cells, or the
    /// protocol the terminal answered it speaks; each fallback said once on stderr.
    private func pictureDrawing(_ checked: CheckedPush, colored: Bool, io: CLIIO) async -> PictureDrawingChoice {
        guard image != .none else { return PictureDrawingChoice() }
        let checker = MediaChecker(fetcher: trust.fetcher(environment: io.environment), keepsPictures: true)
        let report: MediaReport
        switch await checker.check(checked.document, source: checked.template) {
        case .none:
            return PictureDrawingChoice()
        case .liquid:
            io.errorLine("push-composer preview: asset_url holds Liquid: give --user NAME to draw the picture that test user gets")
            return PictureDrawingChoice()
        case .checked(let found, let located):
            report = found
            let printer = DiagnosticPrinter(ansi: ANSI(enabled: false))
            for d in located where d.severity != .info { io.err(printer.line(d, file: checked.name) + "\n") }
        case .notFetched:
            // The preview's own diagnostics say what is wrong with the URL.
            return PictureDrawingChoice()
        }
        guard colored else {
            io.errorLine("push-composer preview: pictures are drawn only in colour (NO_COLOR, --color never, or not a terminal): the card shows a box")
            return PictureDrawingChoice(report: report)
        }
        let term = io.environment["TERM"] ?? ""
        let palette = CellPalette.from(colorTerm: io.environment["COLORTERM"], colors: term.contains("256") || term.contains("direct") ? 256 : 16)
        guard image == .pixels, report.fetch.picture != nil else { return PictureDrawingChoice(report: report, palette: palette) }
        if let why = pixelRefusal(io) {
            io.errorLine("push-composer preview: \(why): the picture is drawn in cells")
            return PictureDrawingChoice(report: report, palette: palette)
        }
        guard let answer = TerminalGraphicsQuery.ask(timeLimit: TerminalGraphicsQuery.waitBeforeShell), let format = answer.support.protocols.first else {
            io.errorLine("push-composer preview: the terminal did not answer that it draws kitty, sixel or iTerm2 images: the picture is drawn in cells")
            return PictureDrawingChoice(report: report, palette: palette)
        }
        return PictureDrawingChoice(report: report, palette: palette, pixels: (format, answer.cellPixels ?? PixelPicture.defaultCellPixels))
    }

    /// Why pixels cannot be drawn here, before the terminal is asked.
    private func pixelRefusal(_ io: CLIIO) -> String? {
        if !io.stdoutIsTerminal { return "standard output is not a terminal" }
        return TerminalGraphicsQuery.refusal(environment: io.environment)
    }

    /// The pictures in pixels over the places the cards kept for them: the cursor is saved, moved
    /// up to each place, and restored, so the output ends where the text did.
    static func pixelPictures(_ picture: Picture, at places: [Rect], outputHeight: Int, format: PixelProtocol, cellPixels: Size) -> String {
        var out = ""
        for place in places {
            let fit = CellPicture.fitted(picture, in: Size(width: place.width, height: place.height))
            guard let sequence = PixelPicture.sequence(picture, cells: Size(width: fit.width, height: fit.height), cellPixels: cellPixels, format: format) else { continue }
            let up = outputHeight - (place.y + fit.y)
            out += "\u{1B}7\u{1B}[\(up)A\u{1B}[\(place.x + fit.x + 1)G" + sequence + "\u{1B}8"
        }
        return out
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

/// How `preview` draws the media's picture: what the check found, cells in a palette, or pixels.
struct PictureDrawingChoice {
    var report: MediaReport?
    var palette: CellPalette?
    var pixels: (format: PixelProtocol, cellPixels: Size)?
}
