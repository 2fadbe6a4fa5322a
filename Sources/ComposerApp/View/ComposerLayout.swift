import PushCore
import PushPreview
import TerminalKit

/// Where everything goes for a terminal size: one place decides, the view and the mouse agree.
public struct ComposerLayout: Sendable {
    /// Below this the composer shows "terminal too small" instead of garbage.
    public static let minimumSize = Size(width: 60, height: 16)
    /// From this width the form and the preview stand side by side.
    public static let sideBySideWidth = 120
    /// The narrowest form beside the preview: labels and a value column that still reads.
    static let formMinimumWidth = 56
    /// The widest form beside the preview; what is left over goes to the payload under the card.
    static let formMaximumWidth = 96
    /// Columns of the preview pane around the card: a space each side.
    static let previewPadding = 2

    public let size: Size
    public let titleBar: Rect
    public let tabs: Rect
    public let summary: Rect
    /// The form, or an empty rect when the preview fills a narrow screen.
    public let form: Rect
    /// The preview, or an empty rect when the form fills a narrow screen.
    public let preview: Rect
    public let gauge: Rect
    public let helpBar: Rect
    /// The phone whose card the preview draws.
    public let phone: PhoneSize

    /// Whether the terminal is big enough.
    public var fits: Bool { size.width >= Self.minimumSize.width && size.height >= Self.minimumSize.height }
    /// Whether form and preview are side by side.
    public var isSideBySide: Bool { size.width >= Self.sideBySideWidth }

    /// Lays out a terminal; beside the form, the preview gets the chosen phone's whole card
    /// whenever a usable form still fits next to it.
    public init(size: Size, showsPreview: Bool, phone: PhoneSize = .standard) {
        self.size = size
        self.phone = phone
        let w = size.width, h = size.height
        titleBar = Rect(x: 0, y: 0, width: w, height: 1)
        tabs = Rect(x: 0, y: 1, width: w, height: 1)
        summary = Rect(x: 0, y: 2, width: w, height: 1)
        let main = Rect(x: 0, y: 3, width: w, height: max(0, h - 5))
        gauge = Rect(x: 0, y: max(0, h - 2), width: w, height: 1)
        helpBar = Rect(x: 0, y: max(0, h - 1), width: w, height: 1)
        if w >= Self.sideBySideWidth {
            // The card first, then the form up to its widest, then the rest to the preview.
            let card = CardOptions.naturalWidth(phone) + Self.previewPadding
            let formWidth = max(Self.formMinimumWidth, min(Self.formMaximumWidth, w - 1 - card))
            let previewWidth = w - 1 - formWidth
            form = Rect(x: 0, y: main.y, width: formWidth, height: main.height)
            preview = Rect(x: w - previewWidth, y: main.y, width: previewWidth, height: main.height)
        } else if showsPreview {
            form = Rect(x: 0, y: main.y, width: 0, height: 0)
            preview = main
        } else {
            form = main
            preview = Rect(x: 0, y: main.y, width: 0, height: 0)
        }
    }

    /// The card's width in cells: the phone's own, or less when the pane cannot hold it.
    public var cardWidth: Int { min(max(0, preview.width - Self.previewPadding), CardOptions.naturalWidth(phone)) }

    /// Whether the pane is too narrow for the phone's card, which would hide words the phone shows.
    public var cardIsCut: Bool { !preview.isEmpty && cardWidth < CardOptions.naturalWidth(phone) }

    /// The widest phone whose card fits the pane whole, offered when the chosen one's does not.
    public var fittingPhone: PhoneSize? {
        PhoneSize.allCases.reversed().first { CardOptions.naturalWidth($0) + Self.previewPadding <= preview.width }
    }

    /// The tabs that fit, with their start columns; digits are shown when there is room. When
    /// not all fit, the strip scrolls so that the active tab is always whole.
    public func tabLabels(_ screens: [Screen], active: Screen) -> [(screen: Screen, x: Int, label: String)] {
        let withDigits = size.width >= 100
        var x = 0
        var all: [(screen: Screen, x: Int, label: String)] = []
        for (index, screen) in screens.enumerated() {
            let label = withDigits ? " \(index + 1) \(screen.title) " : " \(screen.title) "
            all.append((screen, x, label))
            x += DisplayWidth.of(label) + 1
        }
        let activeEnd = all.first { $0.screen == active }.map { $0.x + DisplayWidth.of($0.label) } ?? 0
        let shift = max(0, activeEnd - size.width)
        return all.map { ($0.screen, $0.x - shift, $0.label) }
            .filter { $0.x >= 0 && $0.x + DisplayWidth.of($0.label) <= size.width }
    }

    /// The screen whose tab covers a column.
    public func tabIndex(atColumn column: Int, _ screens: [Screen], active: Screen) -> Screen? {
        tabLabels(screens, active: active).first { column >= $0.x && column < $0.x + DisplayWidth.of($0.label) }?.screen
    }
}
