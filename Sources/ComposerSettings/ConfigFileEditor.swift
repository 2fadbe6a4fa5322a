import Foundation
import PushSending
import SafeFiles

/// The config file edited as text: setting a key or adding or removing a device changes only its
/// own lines, so comments, blank lines, key order and keys this program does not know all stay.
public struct ConfigFileEditor: Sendable {
    /// A `[[apns.devices]]` element as written, before any check.
    public struct DeviceEntry: Sendable, Equatable {
        /// Its `name`, or "" when it has none.
        public var name: String
        /// Its `token` as written.
        public var token: String
        /// Its `environment`, when it says one.
        public var environment: String?
        /// The line of its `[[apns.devices]]` header.
        public var line: Int
    }

    /// The most characters a device's name may have.
    public static let deviceNameLimit = 64

    /// The file's path.
    public let path: String
    /// Whether the file was there when opened.
    public let existed: Bool
    /// The file's lines, without their line feeds.
    private var lines: [String]
    private var document: TOMLDocument
    /// The profile whose tables every change goes to (`[profiles.NAME.apns]`…); nil: the top level.
    public var profile: String?

    /// `table` as this editor's profile names it: `apns` is `profiles.NAME.apns`, the top level `profiles.NAME`.
    private func scoped(_ table: String) -> String {
        guard let profile else { return table }
        return table.isEmpty ? "profiles.\(profile)" : "profiles.\(profile).\(table)"
    }

    /// The devices, in file order.
    public var devices: [DeviceEntry] {
        document.elements(scoped("apns.devices")).map { table in
            DeviceEntry(name: Self.string(table.entry("name")) ?? "", token: Self.string(table.entry("token")) ?? "",
                        environment: Self.string(table.entry("environment")), line: table.line)
        }
    }

    /// Whether the file has an `[apns]` table.
    public var hasAPNsTable: Bool { document.table(scoped("apns")) != nil }

    /// The file's text as it would be saved.
    public var text: String { lines.joined(separator: "\n") }

    /// Opens the config at `path`; a missing file is an empty one, written on `save`. A file
    /// Opens `path` scoped to the profile the config is read with in `environment` (`--profile`,
    /// `$PUSH_COMPOSER_PROFILE`, else the file's own `profile` key), so a change lands where the
    /// sends read it; a profile the file does not define is refused, not made.
    public static func open(_ path: String, inProfileOf environment: [String: String]) throws(SettingsError) -> ConfigFileEditor {
        var editor = try open(path)
        if let (name, _) = ConfigProfile.chosen(editor.document, environment: environment) {
            guard ConfigProfile.selecting(name, in: editor.document) != nil else {
                let known = ConfigProfile.names(in: editor.document)
                throw SettingsError("\(path) has no profile \"\(name)\" ([profiles.\(name)]); " + (known.isEmpty ? "it has none" : "it has " + known.joined(separator: ", ")))
            }
            editor.profile = name
        }
        return editor
    }

    /// or folder someone else could change is refused, as reading it for a send would be.
    public static func open(_ path: String) throws(SettingsError) -> ConfigFileEditor {
        if let problem = TrustedPath.problem(settingsFile: path) { throw SettingsError(problem) }
        guard access(path, F_OK) == 0 else { return ConfigFileEditor(path: path, existed: false, lines: [], document: TOMLDocument()) }
        return try editing(TextFile.contents(path), path: path)
    }

    /// Edits `bytes` as the file at `path` holds them, for a file read another way (a secret's,
    /// with its permissions checked); `save` is then the caller's.
    static func editing(_ bytes: [UInt8], path: String) throws(SettingsError) -> ConfigFileEditor {
        let document: TOMLDocument
        do {
            document = try TOMLReader.read(bytes)
        } catch {
            throw SettingsError(file: path, line: error.line, column: error.column, error.message + "; fix it before changing the file")
        }
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return ConfigFileEditor(path: path, existed: true, lines: lines, document: document)
    }

    private init(path: String, existed: Bool, lines: [String], document: TOMLDocument) {
        self.path = path
        self.existed = existed
        self.lines = lines
        self.document = document
    }

    /// Adds a device after the last one (or after `[apns]`, or at the end); a name already
    /// there, in any letter case, is refused with the line it is on.
    public mutating func addDevice(name: String, token: DeviceToken, environment: APNsEnvironment?) throws(SettingsError) {
        guard !name.allSatisfy(\.isWhitespace) else { throw SettingsError("a device needs a name, such as \"Ana's iPhone\"") }
        // A name is shown in lists and dialogs: one short line.
        guard name.count <= Self.deviceNameLimit else {
            throw SettingsError("a device's name is at most \(Self.deviceNameLimit) characters; this one has \(name.count)")
        }
        guard !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw SettingsError("a device's name is one line of text, without tabs, line breaks or other control characters")
        }
        if let same = devices.first(where: { $0.name.lowercased() == name.lowercased() }) {
            throw SettingsError(file: path, line: same.line, "a device named \"\(same.name)\" is already here; remove it first or give this one another name")
        }
        var block = ["[[\(scoped("apns.devices"))]]", "name = " + TOMLDocument.Value.string(name).source,
                     "token = " + TOMLDocument.Value.string(token.hex).source]
        if let environment { block.append("environment = " + TOMLDocument.Value.string(environment.rawValue).source) }
        let after = document.elements(scoped("apns.devices")).last ?? document.table(scoped("apns"))
        try insert(block, afterLine: after.map(lastLine(of:)))
    }

    /// Removes the device with this name (in any letter case), from its header to its last key;
    /// false when there is none.
    public mutating func removeDevice(named name: String) throws(SettingsError) -> Bool {
        guard let table = document.elements(scoped("apns.devices")).first(where: { (Self.string($0.entry("name")) ?? "").lowercased() == name.lowercased() }) else {
            return false
        }
        try remove(table)
        return true
    }

    /// Adds a broadcast channel after the last one (or after the devices, or `[apns]`); a name
    /// already there, in any letter case, is refused with the line it is on.
    public mutating func addChannel(_ channel: BroadcastChannel) throws(SettingsError) {
        guard !channel.name.allSatisfy(\.isWhitespace), channel.name.count <= Self.deviceNameLimit,
              !channel.name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw SettingsError("a channel's name is one line of at most \(Self.deviceNameLimit) characters, such as \"Final score\"")
        }
        if let line = channelLine(named: channel.name) {
            throw SettingsError(file: path, line: line, "a channel named \"\(channel.name)\" is already here; give this one another name")
        }
        var block = ["[[\(scoped("apns.channels"))]]", "name = " + TOMLDocument.Value.string(channel.name).source,
                     "id = " + TOMLDocument.Value.string(channel.id).source]
        if let environment = channel.environment { block.append("environment = " + TOMLDocument.Value.string(environment.rawValue).source) }
        if let storage = channel.storage { block.append("storage = " + TOMLDocument.Value.string(storage.rawValue).source) }
        let after = document.elements(scoped("apns.channels")).last ?? document.elements(scoped("apns.devices")).last ?? document.table(scoped("apns"))
        try insert(block, afterLine: after.map(lastLine(of:)))
    }

    /// The line of the channel with this name (any letter case), or nil when there is none.
    public func channelLine(named name: String) -> Int? {
        document.elements(scoped("apns.channels")).first { (Self.string($0.entry("name")) ?? "").lowercased() == name.lowercased() }?.line
    }

    /// Removes every channel with this id; the names removed (none when there was none).
    public mutating func removeChannels(withID id: String) throws(SettingsError) -> [String] {
        var removed: [String] = []
        while let table = document.elements(scoped("apns.channels")).first(where: { Self.string($0.entry("id")) == id }) {
            removed.append(Self.string(table.entry("name")) ?? id)
            try remove(table)
        }
        return removed
    }

    /// Takes out an array element, from its header to its last key.
    private mutating func remove(_ table: TOMLDocument.Table) throws(SettingsError) {
        var first = table.line - 1
        var end = lastLine(of: table)
        // One blank line stays between what was before and after, not two.
        if first > 0, lines[first - 1].allSatisfy(\.isWhitespace), end == lines.count || lines[end].allSatisfy(\.isWhitespace) {
            first -= 1
        }
        if first == 0 && end < lines.count && lines[end].allSatisfy(\.isWhitespace) && end + 1 < lines.count { end += 1 }
        lines.removeSubrange(first..<end)
        try reread()
    }

    /// Sets `key` in `table` ("" for the top level): an existing value is replaced where it is
    /// written (its comment kept); a new key goes after the table's last key, and a missing
    /// table is added at the end.
    public mutating func set(_ key: String, to value: String, in table: String = "") throws(SettingsError) {
        let table = scoped(table)
        try set(key, to: .string(value), in: table)
    }

    /// Sets `key` to a list of strings in `table`, as `set(_:to:in:)` does.
    public mutating func set(_ key: String, toList values: [String], in table: String = "") throws(SettingsError) {
        let table = scoped(table)
        try set(key, to: .array(values.map(TOMLDocument.Value.string)), in: table)
    }

    /// The string value of `key` in `table`, when it has one.
    public func value(_ key: String, in table: String = "") -> String? {
        Self.string(document.table(scoped(table))?.entry(key))
    }

    /// The list of strings `key` holds in `table` (a single string counts as a list of one).
    public func list(_ key: String, in table: String = "") -> [String]? {
        switch document.table(scoped(table))?.entry(key)?.value {
        case .array(let items)?: items.compactMap { if case .string(let text) = $0 { text } else { nil } }
        case .string(let text)?: [text]
        default: nil
        }
    }

    /// The line `key` is set on in `table`.
    public func line(of key: String, in table: String = "") -> Int? {
        document.table(scoped(table))?.entry(key)?.line
    }

    /// Takes `key` out of `table`, with its line; false when it is not there.
    @discardableResult
    public mutating func remove(_ key: String, in table: String = "") throws(SettingsError) -> Bool {
        guard let line = line(of: key, in: table) else { return false }
        lines.remove(at: line - 1)
        try reread()
        return true
    }

    private mutating func set(_ key: String, to value: TOMLDocument.Value, in name: String) throws(SettingsError) {
        if let table = document.table(name), let entry = table.entry(key) {
            var scalars = Array(lines[entry.line - 1].unicodeScalars)
            scalars.replaceSubrange(entry.valueSpan, with: value.source.unicodeScalars)
            lines[entry.line - 1] = String(String.UnicodeScalarView(scalars))
            try reread()
            return
        }
        let line = key + " = " + value.source
        if let table = document.table(name) {
            try insert([line], afterLine: name.isEmpty && table.entries.isEmpty ? topKeysEnd() : max(table.line, table.entries.last?.line ?? 0), spaced: false)
        } else {
            try insert(["[\(name)]", line], afterLine: nil)
        }
    }

    /// Writes the file in one step, keeping its permissions; a new one is 0600 whatever the
    /// umask, in a folder made 0700, so that no one else can change where keys are sent. A link
    /// is written through; a file or folder someone else could change is refused.
    public func save() throws(SettingsError) {
        var text = self.text
        if !text.hasSuffix("\n") { text += "\n" }
        do {
            if !existed { try FolderPath.create((path as NSString).deletingLastPathComponent) }
        } catch {
            throw SettingsError(error.message)
        }
        if let problem = TrustedPath.problem(settingsFile: path) { throw SettingsError(problem) }
        do {
            try AtomicFileWriter(mode: existed ? .userFile : .permissions(0o600)).write(text, to: path)
        } catch {
            throw SettingsError(error.message)
        }
    }

    /// The 1-based line a table's lines end on: its last key (or its header), and the comments
    /// straight after it unless they lead into the next header, which they would be about.
    private func lastLine(of table: TOMLDocument.Table) -> Int {
        let last = max(table.line, table.entries.last?.line ?? 0)
        var end = last
        while end < lines.count, lines[end].drop(while: { $0 == " " || $0 == "\t" }).first == "#" { end += 1 }
        let leadsIntoHeader = end < lines.count && lines[end].drop(while: { $0 == " " || $0 == "\t" }).first == "["
        return leadsIntoHeader ? last : end
    }

    /// Where a first top-level key goes: after the comments that open the file, before the
    /// first table.
    private func topKeysEnd() -> Int {
        guard let firstTable = document.tables.dropFirst().first else { return contentEnd() }
        var line = firstTable.line - 1
        while line > 0 && lines[line - 1].allSatisfy(\.isWhitespace) { line -= 1 }
        return line
    }

    /// The last line that is not blank.
    private func contentEnd() -> Int {
        var end = lines.count
        while end > 0 && lines[end - 1].allSatisfy(\.isWhitespace) { end -= 1 }
        return end
    }

    /// Puts `block` after line `afterLine` (1-based; nil: at the end), a blank line before it
    /// when `spaced` and something comes first.
    private mutating func insert(_ block: [String], afterLine: Int?, spaced: Bool = true) throws(SettingsError) {
        let at = afterLine ?? contentEnd()
        let lead = spaced && at > 0 ? [""] : []
        if at == lines.count && (lines.isEmpty || !lines[lines.count - 1].isEmpty) {
            lines += lead + block + [""]
        } else {
            lines.insert(contentsOf: lead + block, at: at)
        }
        try reread()
    }

    private mutating func reread() throws(SettingsError) {
        do {
            document = try TOMLReader.read(text)
        } catch {
            // Only a value that cannot be written would do this; the file is left as it was.
            throw SettingsError(file: path, line: error.line, "the change would not read back (\(error.message)); the file is unchanged")
        }
    }

    private static func string(_ entry: TOMLDocument.Entry?) -> String? {
        guard case .string(let text)? = entry?.value else { return nil }
        return text
    }
}
