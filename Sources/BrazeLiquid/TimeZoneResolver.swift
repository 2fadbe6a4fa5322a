import Foundation

/// Reads what `time_zone:` is given: an IANA name (`America/Los_Angeles`), a Rails name as Braze's user export
/// writes it (`Eastern Time (US & Canada)`), `UTC`, or an offset (`+05:30`, `-0700`, `-5`).
enum TimeZoneResolver {
    enum Zone {
        case named(TimeZone)
        case fixed(seconds: Int, name: String)
    }

    static func resolve(_ value: LiquidValue) -> Zone? {
        switch value {
        case .int(let number): return offsetZone(fromNumber: number)
        case .double(let number):
            guard number.isFinite, Swift.abs(number) <= 18 else { return nil }
            return offsetZone(seconds: Int((number * 3600).rounded()))
        case .string(let raw): return resolve(name: raw.trimmingWhitespace())
        default: return nil
        }
    }

    /// The longest zone name looked up; tz names are far shorter (`America/Argentina/ComodRivadavia` is 32).
    static let maxNameLength = 64

    static func resolve(name: String) -> Zone? {
        // The system's lookup stops at a NUL ("UTC\u{0}x" would be UTC): a name with a control
        // character, or longer than any zone's, is no zone.
        guard !name.isEmpty, name.utf8.count <= maxNameLength,
              !name.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) else { return nil }
        let upper = name.uppercased()
        if upper == "UTC" || upper == "GMT" || upper == "Z" || upper == "ETC/UTC" { return .fixed(seconds: 0, name: "UTC") }
        if let seconds = offsetSeconds(name) { return offsetZone(seconds: seconds) }
        if let zone = TimeZone(identifier: RailsTimeZones.mapping[name] ?? name) { return .named(zone) }
        return nil
    }

    /// `+05:30`, `-0700`, `+05`.
    static func offsetSeconds(_ text: String) -> Int? {
        let bytes = Array(text.utf8)
        guard let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else { return nil }
        let digits = bytes.dropFirst().filter { $0 != UInt8(ascii: ":") }
        guard !digits.isEmpty, digits.count <= 4,
              digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
              bytes.dropFirst().filter({ $0 == UInt8(ascii: ":") }).count <= 1
        else { return nil }
        let value = digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        let hours = digits.count <= 2 ? value : value / 100
        let minutes = digits.count <= 2 ? 0 : value % 100
        guard hours <= 18, minutes < 60 else { return nil }
        let seconds = hours * 3600 + minutes * 60
        return sign == UInt8(ascii: "-") ? -seconds : seconds
    }

    /// A bare number is hours when small (`-5`), otherwise `±HHMM` (`-700`, `530`).
    private static func offsetZone(fromNumber number: Int) -> Zone? {
        if number.magnitude <= 18 { return offsetZone(seconds: number * 3600) }
        guard number.magnitude <= 1800 else { return nil }
        let magnitude = Int(number.magnitude)
        guard magnitude % 100 < 60 else { return nil }
        let seconds = (magnitude / 100) * 3600 + (magnitude % 100) * 60
        return offsetZone(seconds: number < 0 ? -seconds : seconds)
    }

    private static func offsetZone(seconds: Int) -> Zone? {
        guard seconds.magnitude <= 18 * 3600 else { return nil }
        return .fixed(seconds: seconds, name: seconds == 0 ? "UTC" : RubyFormat.offset(seconds, colon: true))
    }

    /// The instant shown in `zone`, as `Time#in_time_zone` would.
    static func convert(_ date: LiquidDate, to zone: Zone) -> LiquidDate {
        switch zone {
        case .fixed(let seconds, let name):
            return LiquidDate(date: date.date, utcOffset: seconds, zoneName: name)
        case .named(let timeZone):
            let offset = timeZone.secondsFromGMT(for: date.date)
            return LiquidDate(date: date.date, utcOffset: offset, zoneName: abbreviation(timeZone, at: date.date))
        }
    }

    /// `PDT`-style names where the system knows them (Linux's `abbreviation(for:)` says `GMT-7`).
    static func abbreviation(_ zone: TimeZone, at date: Date) -> String {
        if zone.secondsFromGMT(for: date) == 0, zone.identifier.hasSuffix("UTC") { return "UTC" }
        let style: NSTimeZone.NameStyle = zone.isDaylightSavingTime(for: date) ? .shortDaylightSaving : .shortStandard
        return zone.localizedName(for: style, locale: Locale(identifier: "en_US")) ?? zone.abbreviation(for: date) ?? zone.identifier
    }
}
