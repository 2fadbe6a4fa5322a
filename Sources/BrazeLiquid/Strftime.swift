import TextFormats
/// Ruby's `Time#strftime`: every conversion Ruby documents, with the `-`, `_`, `0`, `^`, `#` flags and widths.
enum Strftime {
    static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
        "December",
    ]
    static let dayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    static func format(_ date: LiquidDate, _ pattern: String) -> String {
        let time = CivilTime(epochSeconds: date.epochSeconds, utcOffset: date.utcOffset)
        let scalars = Array(pattern.unicodeScalars)
        var output = ""
        var index = 0
        // Widths are capped, and so is the whole result, so a hostile format cannot build a huge string.
        while index < scalars.count, output.utf8.count <= RenderLimits.maxOutputBytes {
            let scalar = scalars[index]
            guard scalar == "%", index + 1 < scalars.count else {
                output.unicodeScalars.append(scalar)
                index += 1
                continue
            }
            let start = index
            index += 1
            var flags: Set<Unicode.Scalar> = []
            while index < scalars.count, "-_0^#".unicodeScalars.contains(scalars[index]) {
                flags.insert(scalars[index])
                index += 1
            }
            var width: Int?
            while index < scalars.count, scalars[index].value >= 0x30, scalars[index].value <= 0x39 {
                width = min((width ?? 0) * 10 + Int(scalars[index].value - 0x30), 1024)
                index += 1
            }
            var colons = 0
            while index < scalars.count, scalars[index] == ":" {
                colons += 1
                index += 1
            }
            guard index < scalars.count else {
                output += String(String.UnicodeScalarView(scalars[start...]))
                break
            }
            let conversion = scalars[index]
            index += 1
            if let piece = convert(conversion, time: time, date: date, flags: flags, width: width, colons: colons) {
                output += piece
            } else {
                output += String(String.UnicodeScalarView(scalars[start..<index]))
            }
        }
        return output
    }

    private enum Padding {
        case zero, space, none
    }

    private static func number(_ value: Int, _ defaultWidth: Int, _ defaultPadding: Padding, flags: Set<Unicode.Scalar>, width: Int?) -> String {
        var padding = defaultPadding
        if flags.contains("-") { padding = .none } else if flags.contains("_") { padding = .space } else if flags.contains("0") { padding = .zero }
        let targetWidth = width ?? defaultWidth
        switch padding {
        case .none: return String(value)
        case .zero: return RubyFormat.pad(value, targetWidth)
        case .space: return RubyFormat.pad(value, targetWidth, with: " ")
        }
    }

    private static func text(_ value: String, flags: Set<Unicode.Scalar>, width: Int?, swapLowercases: Bool = false) -> String {
        var result = value
        if flags.contains("^") {
            result = result.uppercased()
        } else if flags.contains("#") {
            result = swapLowercases ? result.lowercased() : result.uppercased()
        }
        if let width, result.count < width, !flags.contains("-") {
            let pad: Character = flags.contains("0") ? "0" : " "
            result = String(repeating: pad, count: width - result.count) + result
        }
        return result
    }

    private static func convert(
        _ conversion: Unicode.Scalar, time: CivilTime, date: LiquidDate, flags: Set<Unicode.Scalar>, width: Int?, colons: Int
    ) -> String? {
        let hour12 = time.hour % 12 == 0 ? 12 : time.hour % 12
        switch conversion {
        case "Y": return number(time.year, 4, .zero, flags: flags, width: width)
        case "C": return number(CivilDate.floorDivide(time.year, 100), 2, .zero, flags: flags, width: width)
        case "y": return number(((time.year % 100) + 100) % 100, 2, .zero, flags: flags, width: width)
        case "m": return number(time.month, 2, .zero, flags: flags, width: width)
        case "B": return text(monthNames[time.month - 1], flags: flags, width: width)
        case "b", "h": return text(String(monthNames[time.month - 1].prefix(3)), flags: flags, width: width)
        case "d": return number(time.day, 2, .zero, flags: flags, width: width)
        case "e": return number(time.day, 2, .space, flags: flags, width: width)
        case "j": return number(time.dayOfYear, 3, .zero, flags: flags, width: width)
        case "H": return number(time.hour, 2, .zero, flags: flags, width: width)
        case "k": return number(time.hour, 2, .space, flags: flags, width: width)
        case "I": return number(hour12, 2, .zero, flags: flags, width: width)
        case "l": return number(hour12, 2, .space, flags: flags, width: width)
        case "P": return text(time.hour < 12 ? "am" : "pm", flags: flags, width: width)
        case "p": return text(time.hour < 12 ? "AM" : "PM", flags: flags, width: width, swapLowercases: true)
        case "M": return number(time.minute, 2, .zero, flags: flags, width: width)
        case "S": return number(time.second, 2, .zero, flags: flags, width: width)
        case "L", "N":
            let fraction = date.date.timeIntervalSince1970 - date.date.timeIntervalSince1970.rounded(.down)
            let digits = width ?? (conversion == "L" ? 3 : 9)
            var text = ""
            var remainder = fraction
            for _ in 0..<min(digits, 18) {
                remainder *= 10
                let digit = min(9, max(0, Int(remainder.rounded(.down))))
                text += String(digit)
                remainder -= Double(digit)
            }
            return text + String(repeating: "0", count: max(0, digits - 18))
        case "z":
            let sign = date.utcOffset < 0 ? "-" : "+"
            let magnitude = Int(min(date.utcOffset.magnitude, 1_000_000))
            let hours = RubyFormat.pad(magnitude / 3600, 2)
            let minutes = RubyFormat.pad((magnitude % 3600) / 60, 2)
            let seconds = RubyFormat.pad(magnitude % 60, 2)
            switch colons {
            case 0: return sign + hours + minutes
            case 1: return sign + hours + ":" + minutes
            default: return sign + hours + ":" + minutes + ":" + seconds
            }
        case "Z": return text(date.zoneName, flags: flags, width: width, swapLowercases: true)
        case "A": return text(dayNames[time.weekday], flags: flags, width: width)
        case "a": return text(String(dayNames[time.weekday].prefix(3)), flags: flags, width: width)
        case "u": return number(time.weekday == 0 ? 7 : time.weekday, 1, .zero, flags: flags, width: width)
        case "w": return number(time.weekday, 1, .zero, flags: flags, width: width)
        case "U": return number((time.dayOfYear - 1 + 7 - time.weekday) / 7, 2, .zero, flags: flags, width: width)
        case "W": return number((time.dayOfYear - 1 + 7 - (time.weekday + 6) % 7) / 7, 2, .zero, flags: flags, width: width)
        case "G": return number(isoWeek(time).year, 4, .zero, flags: flags, width: width)
        case "g": return number(((isoWeek(time).year % 100) + 100) % 100, 2, .zero, flags: flags, width: width)
        case "V": return number(isoWeek(time).week, 2, .zero, flags: flags, width: width)
        case "s": return number(date.epochSeconds, 1, .zero, flags: flags, width: width)
        case "Q":
            let millis = (date.date.timeIntervalSince1970 * 1000).rounded(.down)
            return number(millis.isFinite && Swift.abs(millis) < 9e18 ? Int(millis) : 0, 1, .zero, flags: flags, width: width)
        case "n": return "\n"
        case "t": return "\t"
        case "%": return "%"
        case "c": return text(format(date, "%a %b %e %H:%M:%S %Y"), flags: flags, width: width)
        case "D", "x": return text(format(date, "%m/%d/%y"), flags: flags, width: width)
        case "F": return text(format(date, "%Y-%m-%d"), flags: flags, width: width)
        case "T", "X": return text(format(date, "%H:%M:%S"), flags: flags, width: width)
        case "R": return text(format(date, "%H:%M"), flags: flags, width: width)
        case "r": return text(format(date, "%I:%M:%S %p"), flags: flags, width: width)
        case "v": return text(format(date, "%e-%^b-%4Y"), flags: flags, width: width)
        case "+": return text(format(date, "%a %b %e %H:%M:%S %Z %Y"), flags: flags, width: width)
        default: return nil
        }
    }

    /// ISO 8601 week-numbering year and week (weeks start on Monday; week 1 holds the first Thursday).
    private static func isoWeek(_ time: CivilTime) -> (year: Int, week: Int) {
        let isoWeekday = time.weekday == 0 ? 7 : time.weekday
        let thursdayOrdinal = time.dayOfYear - isoWeekday + 4
        if thursdayOrdinal < 1 {
            let previousYear = time.year - 1
            let daysInPrevious = CivilDate.isLeapYear(previousYear) ? 366 : 365
            return (previousYear, (thursdayOrdinal + daysInPrevious - 1) / 7 + 1)
        }
        let daysInYear = CivilDate.isLeapYear(time.year) ? 366 : 365
        if thursdayOrdinal > daysInYear { return (time.year + 1, 1) }
        return (time.year, (thursdayOrdinal - 1) / 7 + 1)
    }
}
