import TextFormats

/// Calendar fields of an instant at a UTC offset (proleptic Gregorian), computed without Foundation's Calendar.
struct CivilTime: Sendable, Equatable {
    var year: Int
    var month: Int
    var day: Int
    var hour: Int
    var minute: Int
    var second: Int
    /// 0 = Sunday … 6 = Saturday.
    var weekday: Int
    /// 1 … 366.
    var dayOfYear: Int

    init(epochSeconds: Int, utcOffset: Int) {
        let local = epochSeconds + utcOffset
        let days = CivilDate.floorDivide(local, 86_400)
        let secondsOfDay = local - days * 86_400
        hour = secondsOfDay / 3600
        minute = (secondsOfDay % 3600) / 60
        second = secondsOfDay % 60
        (year, month, day) = CivilDate.date(fromDays: days)
        weekday = ((days % 7) + 11) % 7  // 1970-01-01 was a Thursday (4)
        dayOfYear = days - CivilDate.days(year: year, month: 1, day: 1) + 1
    }
}
