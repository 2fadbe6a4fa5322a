extension AppState {
    /// The moment (on `clock`) when time alone next changes something: an autosave falls due, a
    /// status message expires, the preview's "rendering…" mark appears, the send spinner turns.
    /// Nil when nothing but the wall clock's minute is waiting, so an idle composer can sleep.
    public var nextTimedChange: Double? {
        var moments: [Double] = []
        if sending != nil { moments.append(clock + 0.25) }
        if let status { moments.append(status.expiresAt) }
        if previewUser != nil, let since = personalizingSince, clock - since < ClockFace.renderingMarkDelay {
            moments.append(since + ClockFace.renderingMarkDelay)
        }
        if let due = document.autosaveDueAt { moments.append(due) }
        if let due = mediaCheckDueAt { moments.append(due) }
        return moments.min()
    }
}
