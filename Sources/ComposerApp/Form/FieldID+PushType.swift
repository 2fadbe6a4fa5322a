import PushCore
import TextFormats

/// The push-type screen's fields: a device payload's `apns-push-type` and its Live Activity keys,
/// each at its place in the payload (`/aps/event`), where the checks point.
extension FieldID {
    /// Where the type's field says it stands: a header, so no place in the payload.
    static let pushTypePointer = "/apns-push-type"

    static var pushTypeSpec: FieldSpec {
        let types = APNsPushType.allCases
        return FieldSpec(.pushType, "Push type", .choice,
                         hint: "Space or ←/→ to choose. Sent as apns-push-type with the topic it needs; a file keeps only what its keys say.",
                         pointer: { _ in pushTypePointer },
                         .choice(options: { draft in
                             ["as its keys say (\(draft.inferredPushType.rawValue))"] + types.map { "\($0.rawValue): \($0.facts.summary)" }
                         }, selected: { draft in
                             draft.pushType.flatMap { types.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
                         }, choose: { draft, index in
                             draft.pushType = index == 0 ? nil : types[safe: index - 1]
                             // A Live Activity is told by its keys: the file then says what it is.
                             if draft.pushType == .liveactivity && !LiveActivityKey.marksLiveActivity(draft.liveActivity) {
                                 draft.liveActivity[LiveActivityKey.event.rawValue] = .string("update")
                                 draft.liveActivity[LiveActivityKey.contentState.rawValue] = .object(JSONObject())
                             }
                         }))
    }

    static func liveActivitySpec(_ key: LiveActivityKey) -> FieldSpec {
        let pointer: (ComposerDraft) -> String? = { _ in key.pointer }
        switch key {
        case .event:
            let events = LiveActivityRule.events
            func options(_ draft: ComposerDraft) -> [String] {
                let raw = draft.liveActivity[key.rawValue].map { $0.stringValue ?? JSONWriter.string($0) }
                return ["not set"] + events + (raw.map { events.contains($0) ? [] : [$0] } ?? [])
            }
            return FieldSpec(.pushType, "Event", .choice, hint: "start (push-to-start), update, or end.", pointer: pointer,
                             .choice(options: options, selected: { draft in
                                 let raw = draft.liveActivity[key.rawValue].map { $0.stringValue ?? JSONWriter.string($0) }
                                 return raw.flatMap { options(draft).firstIndex(of: $0) } ?? 0
                             }, choose: { draft, index in
                                 guard index == 0 || events.indices.contains(index - 1) else { return }
                                 draft.liveActivity[key.rawValue] = index == 0 ? nil : .string(events[index - 1])
                             }), startsRecord: true)
        case .timestamp:
            return FieldSpec(.pushType, "Timestamp", .text, hint: "UNIX seconds; now for this moment. An older one than the last shown is ignored.",
                             pointer: pointer, seconds(key, shorthand: false))
        case .staleDate:
            return FieldSpec(.pushType, "Stale at", .text, hint: "UNIX seconds, now, or a shorthand: in 2h, tomorrow 9:00.",
                             pointer: pointer, seconds(key, shorthand: true))
        case .dismissalDate:
            return FieldSpec(.pushType, "Dismissed at", .text, hint: "When the ended activity leaves the lock screen: UNIX seconds, now, in 2h.",
                             pointer: pointer, seconds(key, shorthand: true))
        case .contentState:
            return FieldSpec(.pushType, "Content state", .multiline, hint: "A JSON object: the activity's ContentState, as the app decodes it.",
                             pointer: pointer, jsonObject(key))
        case .attributes:
            return FieldSpec(.pushType, "Attributes", .multiline, hint: "A JSON object: the activity's static attributes (push-to-start).",
                             pointer: pointer, jsonObject(key))
        case .attributesType:
            return FieldSpec(.pushType, "Attributes type", .text, hint: "The name of the app's ActivityAttributes type (push-to-start).",
                             pointer: pointer, .text(read: { $0.liveActivity[key.rawValue].map { $0.stringValue ?? JSONWriter.string($0) } ?? "" },
                                                     write: { draft, text, _ in
                                                         draft.liveActivity[key.rawValue] = text.isEmpty ? nil : .string(text)
                                                         return .applied
                                                     }))
        case .inputPushToken:
            return FieldSpec(.pushType, "Ask for a push token", .flag,
                             hint: "input-push-token: the started activity sends the app a token for its updates.", pointer: pointer,
                             .flag(read: { draft in draft.liveActivity[key.rawValue].map { $0 == .number("1") } },
                                   write: { draft, value in draft.liveActivity[key.rawValue] = value == true ? .number("1") : nil }))
        }
    }

    /// A time in whole UNIX seconds: typed as digits or `now`, and with `shorthand` as the
    /// expiry's shorthands too; a value read from a file that is not a number is shown as JSON.
    private static func seconds(_ key: LiveActivityKey, shorthand: Bool) -> FieldSpec.Access {
        .text(read: { draft in draft.liveActivity[key.rawValue].map { value in
            if case .number(let text) = value { text } else { JSONWriter.string(value) }
        } ?? "" }, write: { draft, text, clock in
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty {
                draft.liveActivity[key.rawValue] = nil
            } else if trimmed.allSatisfy(\.isASCIIDigit), trimmed.count <= 18 {
                draft.liveActivity[key.rawValue] = .number(trimmed)
            } else if trimmed.lowercased() == "now", let clock {
                draft.liveActivity[key.rawValue] = .number(String(clock.unixSeconds))
            } else if shorthand, let clock, let parsed = ExpiryShorthand.parse(trimmed, now: clock.unixSeconds, offsetSeconds: clock.utcOffset) {
                draft.liveActivity[key.rawValue] = .number(String(parsed.unixSeconds))
            } else {
                return .pending(shorthand ? "UNIX seconds, now, or a shorthand such as in 2h." : "UNIX seconds, or now.")
            }
            return .applied
        })
    }

    /// A JSON object typed as text; the draft keeps the last one that parsed.
    private static func jsonObject(_ key: LiveActivityKey) -> FieldSpec.Access {
        .text(read: { draft in draft.liveActivity[key.rawValue].map { JSONWriter.string($0, style: .pretty) } ?? "" },
              write: { draft, text, _ in
                  if text.allSatisfy(\.isWhitespace) {
                      draft.liveActivity[key.rawValue] = nil
                      return .applied
                  }
                  guard let node = try? JSONReader().read(text) else { return .pending("Not JSON yet: an object, such as {\"score\": 2}.") }
                  guard case .object = node.value else { return .pending("An object in braces, not \(node.value.typeName).") }
                  draft.liveActivity[key.rawValue] = node.value
                  return .applied
              })
    }
}
