import BrazeLiquid
import Testing

/// The date filter (strftime, "now", `%s`) and Braze's time_zone filter.
@Suite("dates and time zones")
struct DateTests {
    @Test("Braze's date examples, corrected to what strftime gives")
    func brazeExamples() {
        let variables: [String: LiquidValue] = ["d": "2021-06-03 17:13:41 UTC"]
        #expect(TestRender.text("{{ d | date: '%b %d' }}", variables: variables) == "Jun 03")
        #expect(TestRender.text("{{ d | date: '%s' }}", variables: variables) == "1622740421")
        #expect(TestRender.text("{{custom_attribute.${date_attribute} | time_zone: 'America/Los_Angeles' | date: '%a %b %e %T'}}")
            == "Wed Aug  4 02:00:00")
    }

    @Test("now and today are the context's now, in UTC")
    func now() {
        #expect(TestRender.text("{{ 'now' | date: '%Y-%m-%d %H:%M:%S' }}") == "2021-08-04 09:00:00")
        #expect(TestRender.text("{{ 'today' | date: '%A' }}") == "Wednesday")
        #expect(TestRender.text("{{ 'now' | date: '%s' | plus: 3600 | date: '%H' }}") == "10")
    }

    @Test("time_zone takes the user's zone, Rails names, offsets; unset leaves UTC")
    func timeZones() {
        #expect(TestRender.text("{{ 'now' | time_zone: ${time_zone} | date: '%H:%M %Z %z' }}") == "02:00 PDT -0700")
        #expect(TestRender.text("{{ 'now' | time_zone: 'Eastern Time (US & Canada)' | date: '%H' }}") == "05")
        #expect(TestRender.text("{{ 'now' | time_zone: '+05:30' | date: '%H:%M %:z' }}") == "14:30 +05:30")
        #expect(TestRender.text("{{ 'now' | time_zone: -0005 | date: '%H' }}") == "04")
        #expect(TestRender.text("{{ 'now' | time_zone: ${missing} | date: '%H' }}") == "09")
        guard case .failed(let error) = TestRender.result("{{ 'now' | time_zone: 'Mars/Olympus' }}") else {
            Issue.record("an unknown zone must fail")
            return
        }
        #expect(error.code == "liquid.render")
    }

    @Test("a zone with a control character, or longer than any zone, is unknown, and only its start is quoted")
    func hostileZones() {
        let nul = LiquidValue.hash(LiquidHash([("time_zone", .string("UTC\u{0}x"))]))
        guard case .failed(let error) = TestRender.result("{{ 'now' | time_zone: ${time_zone} }}", user: nul) else {
            Issue.record("UTC followed by a NUL was taken for UTC")
            return
        }
        #expect(error.code == "liquid.render")
        let long = LiquidValue.hash(LiquidHash([("time_zone", .string(String(repeating: "Europe/", count: 15_000)))]))
        guard case .failed(let other) = TestRender.result("{{ 'now' | time_zone: ${time_zone} }}", user: long) else {
            Issue.record("a 100,000-character zone was taken")
            return
        }
        #expect(other.message.count < 200, "\(other.message.count) characters")
        #expect(other.message.hasSuffix("…"))
    }

    @Test("a time prints as Ruby's Time#to_s")
    func timeText() {
        #expect(TestRender.text("{{ 'now' | time_zone: 'UTC' }}") == "2021-08-04 09:00:00 UTC")
        #expect(TestRender.text("{{ 'now' | time_zone: 'Asia/Tokyo' }}") == "2021-08-04 18:00:00 +0900")
    }

    @Test("date text in the forms people write")
    func parsing() {
        let cases: [(String, String)] = [
            ("2021-06-03T17:13:41Z", "2021-06-03 17:13:41 +0000"),
            ("2021-06-03T17:13:41.250+02:00", "2021-06-03 17:13:41 +0200"),
            ("2021-06-03", "2021-06-03 00:00:00 +0000"),
            ("March 14, 2016", "2016-03-14 00:00:00 +0000"),
            ("14 Mar 2016 10:05 PM", "2016-03-14 22:05:00 +0000"),
            ("Wed, 04 Aug 2021 09:00:00 -0700", "2021-08-04 09:00:00 -0700"),
            ("06/03/2021", "2021-06-03 00:00:00 +0000"),
            ("1152098955", "2006-07-05 11:29:15 +0000"),
        ]
        for (input, expected) in cases {
            #expect(TestRender.text("{{ d | date: '%Y-%m-%d %H:%M:%S %z' }}", variables: ["d": .string(input)]) == expected, "\(input)")
        }
        #expect(TestRender.text("{{ 'not a date' | date: '%Y' }}") == "not a date")
        #expect(TestRender.text("{{ '2021-02-30' | date: '%Y' }}") == "2021-02-30")
    }

    @Test("strftime conversions and flags")
    func strftime() {
        let d: [String: LiquidValue] = ["d": "2021-01-03 07:04:05 UTC"]
        let cases: [(String, String)] = [
            ("%Y %C %y %m %B %b %h %d %e %j", "2021 20 21 01 January Jan Jan 03  3 003"),
            ("%H %k %I %l %P %p %M %S %L", "07  7 07  7 am AM 04 05 000"),
            ("%A %a %u %w %U %W %G %V %g", "Sunday Sun 7 0 01 00 2020 53 20"),
            ("%-d %-m %_m %05d %^B %#p %10A|", "3 1  1 00003 JANUARY am     Sunday|"),
            ("%D|%F|%T|%R|%r|%c", "01/03/21|2021-01-03|07:04:05|07:04|07:04:05 AM|Sun Jan  3 07:04:05 2021"),
            ("%%|%n|%t|%Q|%q", "%|\n|\t|1609657445000|%q"),
        ]
        for (format, expected) in cases {
            #expect(TestRender.text("{{ d | date: f }}", variables: d.merging(["f": .string(format)]) { $1 }) == expected, "\(format)")
        }
    }
}
