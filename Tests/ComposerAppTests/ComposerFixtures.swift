/// Pushes the composer tests open, as a file on disk would hold them.
enum ComposerFixtures {
    /// A Braze request that fills every screen with something real: Accept/Decline buttons,
    /// media, three extras, delivery options and an audience.
    /// A Live Activity update as a device payload, for the push type's screen.
    static let liveActivity = #"{"aps":{"timestamp":1767225000,"event":"update","content-state":{"score":2},"alert":{"title":"Goal","body":"2-1"}},"match":7}"#

    static let full = #"""
    {
      "external_user_ids": ["test-user-1", "test-user-2"],
      "user_aliases": [{"alias_name": "sam@example.com", "alias_label": "email"}],
      "campaign_id": "spring-sale",
      "recipient_subscription_state": "opted_in",
      "messages": {
        "apple_push": {
          "alert": {
            "title": "Flash sale ⚡",
            "body": "Today only: 40% off everything. Tap to see what's new in your size."
          },
          "sound": "chime.caf",
          "badge": 3,
          "interruption_level": "active",
          "relevance_score": 0.8,
          "category": "ab_cat_accept_decline",
          "buttons": [{"action_id": "ab_pb_accept", "action": "URI", "uri": "https://example.com/sale"}],
          "asset_url": "https://cdn.example.com/sale.jpg",
          "asset_file_type": "jpg",
          "custom_uri": "https://example.com/sale",
          "use_webview": true,
          "extra": {"campaign": "spring", "discount": 40, "vip": true},
          "expiry": "2026-03-01T09:00:00Z",
          "collapse_id": "sale-2026",
          "apns_priority": 10,
          "notification_group_thread_id": "sales",
          "mutable_content": true,
          "message_variation_id": "variation-a"
        }
      }
    }
    """#

    /// The app's own category with two buttons (labels kept by the draft only).
    static let customCategory = #"""
    {
      "external_user_ids": ["test-user-1"],
      "messages": {
        "apple_push": {
          "alert": {"title": "Sam sent a photo", "body": "Reply or mute the chat."},
          "category": "CHAT_REPLY",
          "buttons": [
            {"action_id": "reply", "action": "DEEP_LINK", "uri": "chat://reply/sam"},
            {"action_id": "mute", "action": "URI", "uri": "https://example.com/mute", "use_webview": true}
          ]
        }
      }
    }
    """#

    static let customLabels = ["reply": "Reply", "mute": "Mute"]

    /// A push with several problems of both severities on different screens.
    static let troubled = #"""
    {
      "external_user_ids": ["test-user-1"],
      "messages": {
        "apple_push": {
          "alert": {"title": "Check this out", "body": "Something is wrong with this push."},
          "relevance_score": 1.5,
          "interruption_level": "critical",
          "asset_url": "http://cdn.example.com/picture.bmp",
          "collapse_id": "a-collapse-id-that-is-far-longer-than-the-sixty-four-bytes-apns-allows",
          "apns_priority": 7,
          "category": "ab_cat_yes_no",
          "extra": {"ab": "nope"}
        }
      }
    }
    """#
}
