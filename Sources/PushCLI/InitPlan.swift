import ComposerSettings
import PushSending

/// What `init` writes into the config: only what was given or answered, each in its table.
struct InitPlan {
    /// One key and its new value.
    struct Setting {
        var table: String
        var key: String
        /// A string, or a list of strings (`test_users`).
        var value: [String]
        var isList = false

        /// The setting as the config shows it: `[braze] instance = "US-03"`.
        var shown: String {
            let text = isList ? "[" + value.map { "\"\($0)\"" }.joined(separator: ", ") + "]" : "\"\(value.first ?? "")\""
            return (table.isEmpty ? "" : "[\(table)] ") + "\(key) = \(text)"
        }
    }

    /// A device to add.
    struct Device {
        var name: String
        var token: DeviceToken
        var environment: APNsEnvironment?

        /// Whether `entry` is this device as written already: same name, token and environment.
        func matches(_ entry: ConfigFileEditor.DeviceEntry) -> Bool {
            entry.name.lowercased() == name.lowercased() && DeviceToken(entry.token) == token
                && entry.environment.flatMap(APNsEnvironment.init(rawValue:)) == environment
        }
    }

    var settings: [Setting] = []
    var devices: [Device] = []

    /// Whether there is nothing to write.
    var isEmpty: Bool { settings.isEmpty && devices.isEmpty }

    /// Sets a string; an empty one is not set.
    mutating func set(_ key: String, _ value: String?, in table: String = "") {
        guard let value, !value.isEmpty else { return }
        settings.removeAll { $0.table == table && $0.key == key }
        settings.append(Setting(table: table, key: key, value: [value]))
    }

    /// Sets a list of strings; an empty list is not set.
    mutating func set(_ key: String, list: [String], in table: String) {
        guard !list.isEmpty else { return }
        settings.removeAll { $0.table == table && $0.key == key }
        settings.append(Setting(table: table, key: key, value: list, isList: true))
    }

    /// The Braze instance by name, or a REST endpoint when `text` is an address.
    mutating func setBraze(_ text: String) {
        if text.contains("://") { set("rest_endpoint", text, in: "braze") } else { set("instance", text.uppercased(), in: "braze") }
    }

    /// Settings that would change a value already in the file, as `file:line: key is "x"` lines;
    /// a device whose name is already there is one too.
    func replacements(in config: ConfigFileEditor) -> [String] {
        var out: [String] = []
        for setting in settings {
            let current = setting.isList ? config.list(setting.key, in: setting.table) : config.value(setting.key, in: setting.table).map { [$0] }
            if let current, current != setting.value, let line = config.line(of: setting.key, in: setting.table) {
                let shown = setting.isList ? current.joined(separator: ", ") : current.first ?? ""
                out.append("\(config.path):\(line): \(setting.key) is already \"\(shown)\"")
            }
        }
        // The other way to name Braze's host is replaced too.
        for (key, other) in [("instance", "rest_endpoint"), ("rest_endpoint", "instance")]
        where settings.contains(where: { $0.table == "braze" && $0.key == key }) {
            if let line = config.line(of: other, in: "braze"), let value = config.value(other, in: "braze") {
                out.append("\(config.path):\(line): \(other) is already \"\(value)\"")
            }
        }
        for device in devices {
            if let same = config.devices.first(where: { $0.name.lowercased() == device.name.lowercased() }), !device.matches(same) {
                out.append("\(config.path):\(same.line): a device named \"\(same.name)\" is already there")
            }
        }
        return out
    }

    /// Writes the plan into `config` (a device already there by name is replaced), and says
    /// each change as the config shows it.
    func apply(to config: inout ConfigFileEditor) throws(SettingsError) -> [String] {
        var changes: [String] = []
        for setting in settings {
            let current = setting.isList ? config.list(setting.key, in: setting.table) : config.value(setting.key, in: setting.table).map { [$0] }
            guard current != setting.value else { continue }
            if setting.isList {
                try config.set(setting.key, toList: setting.value, in: setting.table)
            } else {
                try config.set(setting.key, to: setting.value.first ?? "", in: setting.table)
            }
            if setting.table == "braze" && setting.key == "instance" { try config.remove("rest_endpoint", in: "braze") }
            if setting.table == "braze" && setting.key == "rest_endpoint" { try config.remove("instance", in: "braze") }
            changes.append(setting.shown)
        }
        for device in devices {
            if config.devices.contains(where: device.matches) { continue }
            _ = try config.removeDevice(named: device.name)
            try config.addDevice(name: device.name, token: device.token, environment: device.environment)
            changes.append("[[apns.devices]] \"\(device.name)\" (\(device.environment?.rawValue ?? "the [apns] environment"))")
        }
        return changes
    }
}
