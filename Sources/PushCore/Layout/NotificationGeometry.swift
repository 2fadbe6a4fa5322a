/// The iOS 15+ notification's measurements in points, shared by every phone width.
///
/// The platter sits 8 pt in from each screen edge, with 14 pt of padding inside; the app
/// icon (38 pt) and a 10 pt gap lead each row, so the text column is the screen less 92 pt.
/// The thumbnail of rich media (36 pt) and its 8 pt gap narrow each body line, and the
/// relative time keeps 6 pt from the title. With `NotificationFont`'s two scales these meet
/// Braze's published counts for a 393 pt phone within 3% (the budget table test).
public enum NotificationGeometry {
    /// Points of the screen not available to text: margins, padding, icon and its gap.
    public static let chrome = 92.0
    /// The thumbnail's side plus its gap to the text.
    public static let thumbnail = 36.0 + 8.0
    /// The gap between the title and the relative time.
    public static let timeGap = 6.0

    /// The text column's width on a phone.
    public static func column(_ phone: PhoneSize) -> Double { phone.points - chrome }
}
