import Testing
import TextFormats
@testable import PushCore

/// Thu 1 Jan 2026, 10:00:00 UTC.
private let now: Int64 = 1_767_261_600
private let paris = 3600
private let newYork = -5 * 3600

private func parse(_ text: String, offset: Int = 0) -> ExpiryShorthand.Result? {
    ExpiryShorthand.parse(text, now: now, offsetSeconds: offset)
}

@Suite("Expiry shorthand")
struct ExpiryShorthandTests {
    @Test("Full ISO 8601 is kept as typed", arguments: [
        "2026-12-01T09:00:00Z", "2026-12-01T09:00:00+01:00", "2026-12-01T09:00:00.250-0500", "2026-12-01",
    ])
    func isoKeptAsTyped(_ text: String) throws {
        let result = try #require(parse("  \(text) "))
        #expect(result.iso == text)
        #expect(result.unixSeconds == ISODateTime.parse(text)?.unixSeconds)
    }

    @Test("ISO without a time zone says it is read as UTC")
    func isoWithoutZone() throws {
        let result = try #require(parse("2026-01-01T12:00"))
        #expect(result.description == "Thu 1 Jan 2026, 12:00 UTC (in 2 hours; no time zone: read as UTC)")
    }

    @Test("in N units", arguments: [
        ("in 2h", "2026-01-01T12:00:00Z", "in 2 hours"),
        ("in 30m", "2026-01-01T10:30:00Z", "in 30 minutes"),
        ("in 3d", "2026-01-04T10:00:00Z", "in 3 days"),
        ("in 1w", "2026-01-08T10:00:00Z", "in 7 days"),
        ("IN 90 min", "2026-01-01T11:30:00Z", "in 1 hour 30 minutes"),
        ("in 1 hour", "2026-01-01T11:00:00Z", "in 1 hour"),
        ("in 2 weeks", "2026-01-15T10:00:00Z", "in 14 days"),
    ])
    func relative(_ text: String, _ iso: String, _ span: String) throws {
        let result = try #require(parse(text))
        #expect(result.iso == iso)
        #expect(result.description.hasSuffix("(\(span))"))
        #expect(ISODateTime.parse(result.iso)?.unixSeconds == result.unixSeconds)
    }

    @Test("Relative times are written in the user's offset")
    func relativeWithOffset() throws {
        let result = try #require(parse("in 2h", offset: paris))
        #expect(result.iso == "2026-01-01T13:00:00+01:00")
        #expect(result.unixSeconds == now + 7200)
        #expect(result.description == "Thu 1 Jan 2026, 13:00 +01:00 (in 2 hours)")
    }

    @Test("Seconds of the clock are kept by relative forms")
    func relativeKeepsSeconds() throws {
        let result = try #require(ExpiryShorthand.parse("in 30m", now: now + 27, offsetSeconds: 0))
        #expect(result.iso == "2026-01-01T10:30:27Z")
        #expect(result.description == "Thu 1 Jan 2026, 10:30:27 UTC (in 30 minutes)")
    }

    @Test("today and tomorrow at a clock time, in the user's day")
    func calendarDays() throws {
        #expect(parse("today 18:30")?.iso == "2026-01-01T18:30:00Z")
        #expect(parse("tomorrow 9:00")?.iso == "2026-01-02T09:00:00Z")
        #expect(parse("Tomorrow at 9am")?.iso == "2026-01-02T09:00:00Z")
        #expect(parse("tomorrow 6:15 pm")?.iso == "2026-01-02T18:15:00Z")
        #expect(parse("tomorrow 12am")?.iso == "2026-01-02T00:00:00Z")
        #expect(parse("tomorrow 12pm")?.iso == "2026-01-02T12:00:00Z")
        #expect(parse("today 18:30", offset: paris)?.iso == "2026-01-01T18:30:00+01:00")
        #expect(parse("today 18:30", offset: paris)?.unixSeconds == now + 7 * 3600 + 1800)
    }

    @Test("tomorrow alone is 9:00")
    func tomorrowAlone() throws {
        let result = try #require(parse("tomorrow"))
        #expect(result.iso == "2026-01-02T09:00:00Z")
        #expect(result.description == "Fri 2 Jan 2026, 09:00 UTC (in 23 hours)")
    }

    @Test("The user's day, not UTC's, decides what today is")
    func localDayDiffersFromUTC() throws {
        // 10:00 UTC is 05:00 in New York, still 1 January; 03:00 UTC is 22:00 on 31 December there.
        #expect(parse("tomorrow 9:00", offset: newYork)?.iso == "2026-01-02T09:00:00-05:00")
        let lateEvening = ExpiryShorthand.parse("tomorrow 9:00", now: now - 7 * 3600, offsetSeconds: newYork)
        #expect(lateEvening?.iso == "2026-01-01T09:00:00-05:00")
        #expect(lateEvening?.description == "Thu 1 Jan 2026, 09:00 -05:00 (in 11 hours)")
    }

    @Test("A time already past today is still returned, and said to be past")
    func pastToday() throws {
        let result = try #require(parse("today 8:00"))
        #expect(result.iso == "2026-01-01T08:00:00Z")
        #expect(result.description == "Thu 1 Jan 2026, 08:00 UTC (already past: 2 hours ago)")
    }

    @Test("Half-hour offsets are written as ±HH:MM")
    func halfHourOffset() throws {
        let result = try #require(parse("in 1h", offset: 5 * 3600 + 1800))
        #expect(result.iso == "2026-01-01T16:30:00+05:30")
        #expect(ISODateTime.parse(result.iso)?.unixSeconds == now + 3600)
        #expect(parse("in 1h", offset: -(9 * 3600 + 1800))?.iso == "2026-01-01T01:30:00-09:30")
    }

    @Test("Words it does not understand give nil", arguments: [
        "", "   ", "soon", "in", "in 2", "in h", "in -2h", "in 0h", "in 2x", "in 2.5h", "in 1234567h",
        "today", "today 25:00", "today 9", "today 9:5", "today 13pm", "tomorrow at", "tomorrow 9:00 extra",
        "yesterday 9:00", "2026-13-01T00:00:00Z", "2026-02-30", "in 2h ago", "next week",
    ])
    func badInput(_ text: String) {
        #expect(parse(text) == nil)
    }

    @Test("Offsets that ISO 8601 cannot write give nil")
    func badOffset() {
        #expect(parse("in 2h", offset: 30) == nil)
        #expect(parse("in 2h", offset: 24 * 3600) == nil)
    }

    @Test("Formatting matches the parser across the calendar", arguments: [
        Int64(0), 951_782_400, 1_709_164_800, 4_102_444_799, -86_401,
    ])
    func formattingRoundTrips(_ instant: Int64) {
        for offset in [0, paris, newYork, 5 * 3600 + 2700] {
            let text = ExpiryShorthand.isoString(unixSeconds: instant, offsetSeconds: offset)
            #expect(ISODateTime.parse(text)?.unixSeconds == instant, "\(text)")
        }
        #expect(ExpiryShorthand.isoString(unixSeconds: 951_782_400, offsetSeconds: 0) == "2000-02-29T00:00:00Z")
    }

    @Test("Spans read naturally")
    func spans() {
        #expect(ExpiryShorthand.span(30) == "now")
        #expect(ExpiryShorthand.span(60) == "in 1 minute")
        #expect(ExpiryShorthand.span(3600 * 26) == "in 1 day 2 hours")
        #expect(ExpiryShorthand.span(-90_000) == "already past: 1 day 1 hour ago")
        #expect(ExpiryShorthand.span(-30) == "already past")
    }
}
