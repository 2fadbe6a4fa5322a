/// One text style of the notification: the system font at a size and weight, measured in points.
///
/// `scale` fits the table's Helvetica proportions to SF Pro Text at this weight; the two
/// factors were chosen once so that average English text meets every character count Braze
/// publishes for the iOS lock screen (see `NotificationGeometry`, DECISIONS.md and the table test).
public struct NotificationFont: Sendable, Equatable {
    /// The point size.
    public var size: Double
    /// Regular or semibold.
    public var weight: FontWeight
    /// SF Pro's width relative to the table at this weight.
    public var scale: Double
    /// Points added after every glyph: SF Pro Text's tracking at 15 pt is -0.24.
    public var tracking: Double
    /// Every ASCII character's advance in points, worked out once: line breaking asks for one
    /// per character of every title and body.
    private let asciiPoints: [Double]

    /// A font at a size and weight, with its width scale and tracking.
    public init(size: Double, weight: FontWeight, scale: Double, tracking: Double) {
        (self.size, self.weight, self.scale, self.tracking) = (size, weight, scale, tracking)
        asciiPoints = (0..<128).map { byte in
            let em = GlyphAdvance.em(ascii: UInt8(byte), weight: weight)
            return em == 0 ? 0 : em * size * scale + tracking
        }
    }

    /// The title: SF Pro Text Semibold, 15 pt.
    public static let title = NotificationFont(size: 15, weight: .semibold, scale: 1.04, tracking: -0.24)
    /// The body, the app name standing in for a title, and the time label: SF Pro Text, 15 pt.
    public static let body = NotificationFont(size: 15, weight: .regular, scale: 0.96, tracking: -0.24)

    /// The advance of one grapheme cluster, in points.
    public func width(of character: Character) -> Double {
        points(GlyphAdvance.em(character, weight: weight))
    }

    /// The advance of a cluster whose full width is already known, in points.
    func width(of character: Character, isFullWidth: Bool) -> Double {
        points(GlyphAdvance.em(character, weight: weight, isFullWidth: isFullWidth))
    }

    /// The advance of a scalar beyond ASCII that is a grapheme on its own, in points.
    func width(alone scalar: Unicode.Scalar, isFullWidth: Bool) -> Double {
        points(isFullWidth ? 1 : GlyphAdvance.em(firstScalar: scalar, weight: weight))
    }

    /// Runs `body` with every ASCII character's advance in points, indexed by its byte.
    func withASCIIPoints<R>(_ body: (UnsafeBufferPointer<Double>) -> R) -> R {
        asciiPoints.withUnsafeBufferPointer(body)
    }

    /// The advance of an ASCII character, in points.
    public func width(ascii: UInt8) -> Double {
        ascii < 0x80 ? asciiPoints[Int(ascii)] : 0
    }

    private func points(_ em: Double) -> Double {
        em == 0 ? 0 : em * size * scale + tracking
    }

    /// The advance of a run of text, in points.
    public func width<S: StringProtocol>(of text: S) -> Double {
        // ASCII, a character a byte (CR LF's two bytes, like the pair, take nothing): from the table.
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.utf8.reduce(0) { $0 + asciiPoints[Int($1)] } }
        var total = 0.0
        for character in text { total += width(of: character) }
        return total
    }
}
