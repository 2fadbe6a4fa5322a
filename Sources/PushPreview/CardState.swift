import PushCore

/// Which presentation of the notification the card shows; the core's layout decides its lines.
public typealias CardState = NotificationPresentation
