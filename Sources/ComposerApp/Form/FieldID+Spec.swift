import PushCore
import TextFormats

/// The form as a table: one entry per field. Adding a field is one entry here (and its case in
/// `FieldID`); `fields(on:)` places it on its screen.
extension FieldID {
    /// Everything about this field.
    var spec: FieldSpec {
        typealias Spec = FieldSpec
        switch self {
        // MARK: Alert
        case .title:
            return Spec(.alert, "Title", .text, hint: "One line, bold on the card. Leave empty to show the app name. No subtitle: Braze's apple_push has none (a device payload's own is kept).",
                        pointer: Self.alert(.title), .text(read: { $0.alertContent?.title ?? "" }, write: Self.alertText { $0.title = $1 }))
        case .body:
            return Spec(.alert, "Message", .multiline, hint: "Enter starts a new line; Tab moves on.",
                        pointer: Self.alert(.body), .text(read: { $0.alertContent?.body ?? "" }, write: Self.alertText { $0.body = $1 }))
        case .titleLocKey:
            return Spec(.alert, "Title key", .text, hint: Self.locKeyHint, pointer: Self.alert(.titleLocKey),
                        .text(read: { $0.alertContent?.titleLocKey ?? "" }, write: Self.alertText { $0.titleLocKey = $1 }))
        case .titleLocArgs:
            return Spec(.alert, "Title key values", .lines, hint: Self.locArgsHint, pointer: Self.alert(.titleLocArgs),
                        .text(read: { ($0.alertContent?.titleLocArgs ?? []).joined(separator: "\n") },
                              write: Self.alertLines { $0.titleLocArgs = $1 }))
        case .locKey:
            return Spec(.alert, "Message key", .text, hint: Self.locKeyHint, pointer: Self.alert(.locKey),
                        .text(read: { $0.alertContent?.locKey ?? "" }, write: Self.alertText { $0.locKey = $1 }))
        case .locArgs:
            return Spec(.alert, "Message key values", .lines, hint: Self.locArgsHint, pointer: Self.alert(.locArgs),
                        .text(read: { ($0.alertContent?.locArgs ?? []).joined(separator: "\n") }, write: Self.alertLines { $0.locArgs = $1 }))
        case .actionLocKey:
            return Spec(.alert, "Action key (legacy)", .text, hint: "Legacy: recent iOS ignores it.", pointer: Self.alert(.actionLocKey),
                        .text(read: { $0.alertContent?.actionLocKey ?? "" }, write: Self.alertText { $0.actionLocKey = $1 }))
        case .alertSound:
            return Spec(.alert, "Live Activity sound", .text, hint: "Only for Live Activities; ordinary pushes use Sound.",
                        pointer: Self.alert(.sound), .text(read: { $0.alertContent?.sound ?? "" }, write: Self.alertText { $0.sound = $1 }))

        // MARK: Sound and badge
        case .soundMode:
            // A mode picker owns its field's problems only while the value field is hidden.
            return Spec(.sound, "Sound", .choice, hint: "Space or ←/→ to choose.",
                        pointer: { $0.fields(on: .sound).contains(.soundFile) ? nil : Self.push(.sound) },
                        .choice(options: { _ in ["none", "system default", "custom file"] },
                                selected: { $0.push.sound == nil ? 0 : $0.push.sound == "default" ? 1 : 2 },
                                choose: { $0.chooseSoundMode($1) }))
        case .soundFile:
            return Spec(.sound, "Sound file", .text,
                        hint: "A file in the app bundle: aiff, wav or caf, under 30 seconds, else the default plays.",
                        pointer: Self.pushPointer(.sound),
                        .text(read: { $0.push.sound ?? "" }, write: { draft, text, _ in draft.push.sound = text; return .applied }))
        case .badgeMode:
            return Spec(.badge, "Badge", .choice, hint: Self.badgeHint,
                        pointer: { $0.fields(on: .badge).contains(.badgeCount) ? nil : Self.push(.badge) },
                        .choice(options: { _ in ["none", "a number", "clear (0)"] },
                                selected: { $0.push.badge == nil ? 0 : $0.push.badge == 0 ? 2 : 1 },
                                choose: { draft, index in
                                    switch index {
                                    case 0: draft.push.badge = nil
                                    case 2: draft.push.badge = 0
                                    default: if (draft.push.badge ?? 0) == 0 { draft.push.badge = 1 }
                                    }
                                }))
        case .badgeCount:
            return Spec(.badge, "Badge number", .integer, hint: Self.badgeHint, pointer: Self.pushPointer(.badge),
                        .text(read: { $0.push.badge.map(String.init) ?? "" }, write: { draft, text, _ in
                            guard text.allSatisfy(\.isASCIIDigit) else { return .refused("The badge is a whole number, 0 or more.") }
                            guard let n = Int(text) else { return text.isEmpty ? .pending("Type a number.") : .refused("That number is too large.") }
                            draft.push.badge = n
                            return .applied
                        }))

        // MARK: Interruption level
        case .interruptionLevel:
            return Spec(.level, "Interruption level", .choice, pointer: Self.pushPointer(.interruptionLevel),
                        Self.optionalChoice(InterruptionLevel.allCases.map(\.rawValue), \.push.interruptionLevel))
        case .relevanceScore:
            return Spec(.level, "Relevance (0–1)", .decimal, hint: "0.0 to 1.0: ranks the notification in the summary.",
                        pointer: Self.pushPointer(.relevanceScore),
                        .text(read: { $0.push.relevanceScore?.text ?? "" }, write: { draft, text, _ in
                            guard text.allSatisfy({ $0.isASCIIDigit || $0 == "." }), text.filter({ $0 == "." }).count <= 1 else {
                                return .refused("The relevance score is a number from 0.0 to 1.0.")
                            }
                            guard !text.isEmpty else { draft.push.relevanceScore = nil; return .applied }
                            guard Double(text) != nil, !text.hasPrefix("."), !text.hasSuffix(".") else { return .pending("Finish the number.") }
                            draft.push.relevanceScore = NumberText(text)
                            return .applied
                        }))

        // MARK: Category and buttons
        case .category:
            return Spec(.buttons, "Buttons", .choice, hint: "Braze's categories and the config's [[categories]] come with their buttons; or type your app's own.",
                        pointer: { $0.fields(on: .buttons).contains(.customCategory) ? nil : Self.push(.category) },
                        .choice(options: { draft in draft.categoryChoices.map(\.name) }, selected: { draft in
                            let choices = draft.categoryChoices
                            return choices.firstIndex { $0.category == draft.push.category } ?? choices.count - 1
                        }, choose: { $0.chooseCategory($1) }))
        case .customCategory:
            return Spec(.buttons, "App's category id", .text, hint: "The category id your app registered.",
                        pointer: Self.pushPointer(.category),
                        .text(read: { $0.push.category ?? "" }, write: { draft, text, _ in draft.push.category = text; return .applied }))
        case .knownButton(let i, let part):
            return Self.knownButtonSpec(i, part)
        case .button(let i, let part):
            return Self.buttonSpec(i, part)
        case .addButton:
            return Spec(.buttons, "＋ Add a button", .addButton, hint: "Enter adds a button; Alt-R removes the focused one.",
                        pointer: Self.pushPointer(.buttons), .addItem, startsRecord: true)

        // MARK: Media and the click action
        case .assetURL:
            return Spec(.media, "Media URL", .text, hint: "An https URL the device downloads; the type follows its extension. Alt-M fetches it as a phone would.",
                        pointer: Self.pushPointer(.assetURL), .text(read: { $0.push.assetURL ?? "" }, write: { draft, text, _ in
                            let value: String? = text.isEmpty ? nil : text
                            let oldGuess = draft.push.assetURL.flatMap(AssetFileType.guess(fromURL:))?.rawValue
                            draft.push.assetURL = value
                            // The type follows the URL's extension until the user picks one.
                            if draft.push.assetFileType == nil || draft.push.assetFileType == oldGuess {
                                draft.push.assetFileType = value.flatMap(AssetFileType.guess(fromURL:))?.rawValue ?? draft.push.assetFileType
                            }
                            return .applied
                        }))
        case .assetFileType:
            return Spec(.media, "Media type", .choice, pointer: Self.pushPointer(.assetFileType),
                        Self.optionalChoice(AssetFileType.allCases.map(\.rawValue), \.push.assetFileType))
        case .customURI:
            return Spec(.alert, "On click, open", .text, hint: "Empty opens the app; a web URL (https://…) or a deep link (myapp://…) opens that.",
                        pointer: Self.pushPointer(.customURI), Self.optionalText(\.push.customURI))
        case .useWebview:
            return Spec(.alert, "  In web view", .flag, pointer: Self.pushPointer(.useWebview), Self.flag(\.push.useWebview))

        // MARK: Extras
        case .extra(let i, let part):
            return Self.extraSpec(i, part)
        case .addExtra:
            return Spec(.extras, "＋ Add a key", .addButton, hint: "Enter adds a key; Alt-R removes the focused one.",
                        pointer: Self.pushPointer(.extra), .addItem, startsRecord: true)

        // MARK: Delivery
        case .expiry:
            return Spec(.delivery, "Expires", .text, hint: "ISO 8601, or a shorthand: in 2h, in 3d, tomorrow 9:00, today 18:30.",
                        pointer: Self.pushPointer(.expiry), .text(read: { $0.push.expiry ?? "" }, write: { draft, text, clock in
                            guard !text.isEmpty else { draft.push.expiry = nil; return .applied }
                            if ISODateTime.parse(text) == nil,
                               let parsed = ExpiryShorthand.parse(text, now: clock?.unixSeconds ?? 0, offsetSeconds: clock?.utcOffset ?? 0) {
                                draft.push.expiry = parsed.iso
                            } else {
                                draft.push.expiry = text
                            }
                            return .applied
                        }))
        case .collapseID:
            return Spec(.delivery, "Collapse id", .text, hint: "At most 64 bytes; a new push with the same id replaces the old one.",
                        pointer: Self.pushPointer(.collapseID), Self.optionalText(\.push.collapseID))
        case .apnsPriority:
            let priorities = [10, 5, 1]
            return Spec(.delivery, "APNs priority", .choice, hint: "A background push (wake only) must use 5.",
                        pointer: Self.pushPointer(.apnsPriority),
                        .choice(options: { draft in
                            var options = ["not set", "10 immediate", "5 power-aware", "1 minimal"]
                            if let p = draft.push.apnsPriority, !priorities.contains(p) { options.append("\(p) (not valid)") }
                            return options
                        }, selected: { draft in
                            guard let p = draft.push.apnsPriority else { return 0 }
                            return priorities.firstIndex(of: p).map { $0 + 1 } ?? priorities.count + 1
                        }, choose: { draft, index in
                            // The last option, when there is one, is the invalid value read from a file.
                            draft.push.apnsPriority = index == 0 ? nil : priorities[safe: index - 1] ?? draft.push.apnsPriority
                        }))
        case .threadID:
            return Spec(.delivery, "Thread id", .text, pointer: Self.pushPointer(.threadID), Self.optionalText(\.push.threadID))
        case .contentAvailable:
            return Spec(.delivery, "Wake app (background)", .flag, pointer: Self.pushPointer(.contentAvailable),
                        Self.flag(\.push.contentAvailable))
        case .mutableContent:
            return Spec(.delivery, "Mutable content", .flag, pointer: Self.pushPointer(.mutableContent), Self.flag(\.push.mutableContent))
        case .mostRecentDevice:
            return Spec(.delivery, "Latest device only", .flag, pointer: Self.pushPointer(.sendToMostRecentDeviceOnly),
                        Self.flag(\.push.sendToMostRecentDeviceOnly))
        case .messageVariationID:
            return Spec(.delivery, "Message variation", .text, pointer: Self.pushPointer(.messageVariationID),
                        Self.optionalText(\.push.messageVariationID))

        // MARK: Audience (the request around the push)
        case .externalUserIDs:
            return Spec(.audience, "External user ids", .lines, hint: "One id per line, at most 50.",
                        pointer: Self.envelope(.externalUserIDs), .text(read: { draft in
                            (draft.envelope[EnvelopeField.externalUserIDs.rawValue]?.arrayValue ?? [])
                                .map { $0.value.stringValue ?? JSONWriter.string($0.value) }.joined(separator: "\n")
                        }, write: { draft, text, _ in
                            draft.envelope[EnvelopeField.externalUserIDs.rawValue] =
                                ComposerDraft.lines(text).map { .array($0.map { JSONNode(.string($0)) }) }
                            return .applied
                        }))
        case .userAliases:
            return Spec(.audience, "User aliases", .lines, hint: "One per line as label:name.",
                        pointer: Self.envelope(.userAliases), .text(read: { $0.userAliasesText }, write: { draft, text, _ in
                            draft.setUserAliases(text)
                            return .applied
                        }))
        case .segmentID:
            return Spec(.audience, "Segment id", .text, pointer: Self.envelope(.segmentID), Self.envelopeText(.segmentID))
        case .campaignID:
            return Spec(.audience, "Campaign id", .text, pointer: Self.envelope(.campaignID), Self.envelopeText(.campaignID))
        case .sendID:
            return Spec(.audience, "Send id", .text, pointer: Self.envelope(.sendID), Self.envelopeText(.sendID))
        case .overrideFrequencyCapping:
            return Spec(.audience, "Ignore frequency cap", .flag, pointer: Self.envelope(.overrideFrequencyCapping),
                        Self.envelopeFlag(.overrideFrequencyCapping))
        case .subscriptionState:
            let key = EnvelopeField.recipientSubscriptionState.rawValue
            let options = ["not set", "opted_in", "subscribed", "all"]
            return Spec(.audience, "Subscription state", .choice, pointer: Self.envelope(.recipientSubscriptionState),
                        .choice(options: { _ in options },
                                selected: { $0.envelope[key]?.stringValue.flatMap { options.firstIndex(of: $0) } ?? 0 },
                                choose: { draft, index in draft.envelope[key] = index == 0 ? nil : .string(options[index]) }))
        case .broadcast:
            return Spec(.audience, "Broadcast to segment", .flag, pointer: Self.envelope(.broadcast), Self.envelopeFlag(.broadcast))

        // MARK: Push type
        case .pushType: return Self.pushTypeSpec
        case .liveActivity(let key): return Self.liveActivitySpec(key)
        }
    }

    /// The category picker's options, Braze's four first.

    private static let locKeyHint = "A key in the app's Localizable.strings; the device fills in the text."
    private static let locArgsHint = "One value per line, for the key's %@ placeholders."
    private static let badgeHint = "0 clears the badge; negative numbers are refused."

    // MARK: - Pointers

    /// The push inside the saved request.
    private static let pushBase = "/messages/apple_push"

    static func push(_ field: PushField) -> String { pushBase + "/" + field.key }

    private static func pushPointer(_ field: PushField) -> (ComposerDraft) -> String? { { _ in push(field) } }

    private static func alert(_ field: AlertField) -> (ComposerDraft) -> String? {
        { _ in push(.alert) + "/" + field.rawValue }
    }

    private static func envelope(_ field: EnvelopeField) -> (ComposerDraft) -> String? { { _ in "/" + field.rawValue } }

    // MARK: - Accessors shared by several fields

    private static func alertText(_ set: @escaping (inout AlertContent, String?) -> Void) -> (inout ComposerDraft, String, WallClock?) -> FieldEdit {
        { draft, text, _ in
            draft.updateAlert { set(&$0, text.isEmpty ? nil : text) }
            return .applied
        }
    }

    private static func alertLines(_ set: @escaping (inout AlertContent, [String]?) -> Void) -> (inout ComposerDraft, String, WallClock?) -> FieldEdit {
        { draft, text, _ in
            draft.updateAlert { set(&$0, ComposerDraft.lines(text)) }
            return .applied
        }
    }

    /// Text where an empty field removes the key.
    private static func optionalText(_ path: WritableKeyPath<ComposerDraft, String?>) -> FieldSpec.Access {
        .text(read: { $0[keyPath: path] ?? "" }, write: { draft, text, _ in
            draft[keyPath: path] = text.isEmpty ? nil : text
            return .applied
        })
    }

    private static func flag(_ path: WritableKeyPath<ComposerDraft, Bool?>) -> FieldSpec.Access {
        .flag(read: { $0[keyPath: path] }, write: { $0[keyPath: path] = $1 })
    }

    /// "not set" and a list of values; a value read from a file that is not one is shown too.
    private static func optionalChoice(_ values: [String], _ path: WritableKeyPath<ComposerDraft, String?>) -> FieldSpec.Access {
        func options(_ draft: ComposerDraft) -> [String] {
            var options = ["not set"] + values
            if let raw = draft[keyPath: path], !values.contains(raw) { options.append(raw) }
            return options
        }
        return .choice(options: options, selected: { draft in draft[keyPath: path].flatMap { options(draft).firstIndex(of: $0) } ?? 0 },
                       choose: { draft, index in
                           let all = options(draft)
                           draft[keyPath: path] = index == 0 ? nil : all[index]
                       })
    }

    private static func envelopeText(_ field: EnvelopeField) -> FieldSpec.Access {
        .text(read: { $0.envelope[field.rawValue]?.stringValue ?? "" }, write: { draft, text, _ in
            draft.envelope[field.rawValue] = text.isEmpty ? nil : .string(text)
            return .applied
        })
    }

    private static func envelopeFlag(_ field: EnvelopeField) -> FieldSpec.Access {
        .flag(read: { draft in
            switch draft.envelope[field.rawValue] {
            case .bool(let b)?: return b
            case .string("true")?: return true
            case .string("false")?: return false
            default: return nil
            }
        }, write: { draft, value in draft.envelope[field.rawValue] = value.map(JSONValue.bool) })
    }

    // MARK: - List records: buttons of a default category, of the app's own, and extras

    private static func knownButtonSpec(_ i: Int, _ part: ButtonPart) -> FieldSpec {
        let pointer: (ComposerDraft) -> String? = { draft in
            guard let spec = draft.knownButton(i),
                  let index = draft.push.buttons?.firstIndex(where: { $0.actionID == spec.actionID }) else { return nil }
            return push(.buttons) + "/\(index)" + buttonSuffix(part)
        }
        switch part {
        case .action:
            return FieldSpec(.buttons, "  Tap action", .choice, pointer: pointer, .choice(options: { draft in
                draft.knownButton(i)?.choices.map(KnownButton.name) ?? []
            }, selected: { draft in
                guard let spec = draft.knownButton(i) else { return 0 }
                let action = draft.buttonEntry(for: spec.actionID)?.knownAction ?? spec.defaultAction
                return spec.choices.firstIndex(of: action) ?? 0
            }, choose: { draft, index in
                guard let spec = draft.knownButton(i), let action = spec.choices[safe: index] else { return }
                draft.updateButton(actionID: spec.actionID) { b in
                    b.action = action == spec.defaultAction ? nil : action?.rawValue
                    if action?.needsURI != true { b.uri = nil; b.useWebview = nil }
                }
            }), dynamicLabel: { draft in draft.knownButton(i).map { "\($0.label) button" } ?? "  Tap action" }, startsRecord: true)
        case .uri:
            return FieldSpec(.buttons, "  Opens URI", .text, pointer: pointer, .text(read: { draft in
                draft.knownButton(i).flatMap { draft.buttonEntry(for: $0.actionID)?.uri } ?? ""
            }, write: { draft, text, _ in
                guard let spec = draft.knownButton(i) else { return .applied }
                draft.updateButton(actionID: spec.actionID) { $0.uri = text.isEmpty ? nil : text }
                return .applied
            }))
        case .webview:
            return FieldSpec(.buttons, "  In web view", .flag, pointer: pointer, .flag(read: { draft in
                draft.knownButton(i).flatMap { draft.buttonEntry(for: $0.actionID)?.useWebview }
            }, write: { draft, value in
                guard let spec = draft.knownButton(i) else { return }
                draft.updateButton(actionID: spec.actionID) { $0.useWebview = value }
            }))
        case .actionID, .label:
            // A known category's buttons have fixed ids and their category's labels: never shown.
            return FieldSpec(.buttons, part == .actionID ? "Button id" : "  Label (draft)", .text, pointer: pointer,
                             .text(read: { _ in "" }, write: { _, _, _ in .applied }))
        }
    }

    private static func buttonSpec(_ i: Int, _ part: ButtonPart) -> FieldSpec {
        let pointer: (ComposerDraft) -> String? = { _ in push(.buttons) + "/\(i)" + buttonSuffix(part) }
        switch part {
        case .actionID:
            return FieldSpec(.buttons, "Button id", .text, hint: "The action id your app registered for the button.", pointer: pointer,
                             .text(read: { $0.push.buttons?[safe: i]?.actionID ?? "" }, write: { draft, text, _ in draft.setButtonText(text, index: i, part: part) }),
                             dynamicLabel: { _ in "Button \(i + 1) id" }, startsRecord: true)
        case .action:
            // Every action Braze's button object takes, or none: the tap does what the app registered.
            let actions: [ButtonAction?] = [.uri, .deepLink, .openApp, .close, nil]
            return FieldSpec(.buttons, "  Tap action", .choice, pointer: pointer, .choice(options: { draft in
                // An action read from a file that is not one of these is shown as it is.
                let raw = draft.push.buttons?[safe: i]?.action
                let unknown = raw.flatMap { ButtonAction(rawValue: $0) == nil ? [$0] : nil } ?? []
                return actions.map(KnownButton.name) + unknown
            }, selected: { draft in
                let raw = draft.push.buttons?[safe: i]?.action
                return actions.firstIndex { $0?.rawValue == raw } ?? actions.count
            }, choose: { draft, index in
                guard var buttons = draft.push.buttons, buttons.indices.contains(i), index < actions.count else { return }
                buttons[i].action = actions[index]?.rawValue
                if actions[index]?.needsURI != true { buttons[i].uri = nil; buttons[i].useWebview = nil }
                draft.push.buttons = buttons
            }))
        case .uri:
            return FieldSpec(.buttons, "  Opens URI", .text, pointer: pointer,
                             .text(read: { $0.push.buttons?[safe: i]?.uri ?? "" }, write: { draft, text, _ in draft.setButtonText(text, index: i, part: part) }))
        case .webview:
            return FieldSpec(.buttons, "  In web view", .flag, pointer: pointer, .flag(read: { $0.push.buttons?[safe: i]?.useWebview }, write: { draft, value in
                guard var buttons = draft.push.buttons, buttons.indices.contains(i) else { return }
                buttons[i].useWebview = value
                draft.push.buttons = buttons
            }))
        case .label:
            return FieldSpec(.buttons, "  Label (draft)", .text, hint: "Shown on the preview card only, never sent; [[categories]] in the config names them for every file.", pointer: pointer,
                             .text(read: { draft in draft.push.buttons?[safe: i]?.actionID.flatMap { draft.buttonLabels[$0] } ?? "" },
                                   write: { draft, text, _ in draft.setButtonText(text, index: i, part: part) }))
        }
    }

    private static func buttonSuffix(_ part: ButtonPart) -> String {
        switch part {
        case .actionID: "/" + ButtonField.actionID.rawValue
        case .action: "/" + ButtonField.action.rawValue
        case .uri: "/" + ButtonField.uri.rawValue
        case .webview: "/" + ButtonField.useWebview.rawValue
        case .label: ""
        }
    }

    private static func extraSpec(_ i: Int, _ part: ExtraPart) -> FieldSpec {
        let pointer: (ComposerDraft) -> String? = { draft in
            guard let key = draft.push.extra?.members[safe: i]?.key else { return nil }
            return JSONPointer.appending(push(.extra), key)
        }
        switch part {
        case .key:
            return FieldSpec(.extras, "Key", .text, hint: "ab and aps are Braze's own and refused.", pointer: pointer,
                             .text(read: { $0.push.extra?.members[safe: i]?.key ?? "" }, write: { draft, text, _ in draft.setExtraText(text, index: i, part: part) }),
                             dynamicLabel: { _ in "Extra \(i + 1) key" }, startsRecord: true)
        case .type:
            return FieldSpec(.extras, "  Type", .choice, pointer: pointer, .choice(options: { _ in ExtraType.allCases.map(\.rawValue) }, selected: { draft in
                guard let value = draft.push.extra?.members[safe: i]?.value.value else { return 0 }
                return ExtraType.allCases.firstIndex(of: ExtraType(value)) ?? 0
            }, choose: { $0.chooseExtraType(ExtraType.allCases[$1], index: i) }))
        case .value:
            return FieldSpec(.extras, "  Value", .text, hint: "Typed as chosen: text, number, true/false or JSON.", pointer: pointer,
                             .text(read: { draft in
                                 guard let value = draft.push.extra?.members[safe: i]?.value.value else { return "" }
                                 if case .string(let s) = value { return s }
                                 return JSONWriter.string(value)
                             }, write: { draft, text, _ in draft.setExtraText(text, index: i, part: part) }))
        }
    }
}
