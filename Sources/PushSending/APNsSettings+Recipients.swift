extension APNsSettings {
    /// The devices named by `names`, each a configured device's name (any case) or a token,
    /// with its environment: `environment` when given, else the device's own, else the
    /// table's default.
    public func recipients(_ names: [String], environment chosen: APNsEnvironment?) throws(SendRefusal) -> [Recipient] {
        guard !names.isEmpty else {
            let known = devices.isEmpty ? "add one under [[apns.devices]] in the config"
                : "configured: " + devices.map { "\"\($0.name)\"" }.joined(separator: ", ")
            throw SendRefusal(.setup, "name a device with --device NAME or --device TOKEN (\(known))")
        }
        var out: [Recipient] = []
        var seen = Set<DeviceToken>()
        for name in names {
            let recipient: Recipient
            if let device = devices.first(where: { $0.name.lowercased() == name.lowercased() }) {
                recipient = .device(name: device.name, token: device.token, environment: chosen ?? device.environment ?? environment)
            } else if let token = DeviceToken(name) {
                // A token may also be configured under a name: use it, and its environment.
                let known = devices.first { $0.token == token }
                recipient = .device(name: known?.name, token: token, environment: chosen ?? known?.environment ?? environment)
            } else {
                let hint = devices.isEmpty ? "" : " (configured: " + devices.map { "\"\($0.name)\"" }.joined(separator: ", ") + ")"
                throw SendRefusal(.setup, "\"\(name)\" is neither a configured device nor a token: \(DeviceToken.problem(name) ?? "")\(hint)")
            }
            guard case .device(_, let token, _) = recipient, seen.insert(token).inserted else { continue }
            out.append(recipient)
        }
        return out
    }
}

extension APNsSettings {
    /// The channel `name` names: a configured channel's name (any case) or a channel id, with its
    /// environment: `environment` when given, else the channel's own, else the table's default.
    public func channel(_ name: String, environment chosen: APNsEnvironment?) throws(SendRefusal) -> (recipient: Recipient, storage: ChannelStoragePolicy?) {
        if let channel = channels.first(where: { $0.name.lowercased() == name.lowercased() })
            ?? channels.first(where: { $0.id == name }) {
            return (.channel(name: channel.name, id: channel.id, environment: chosen ?? channel.environment ?? environment), channel.storage)
        }
        if BroadcastChannel.idProblem(name) == nil {
            return (.channel(name: nil, id: name, environment: chosen ?? environment), nil)
        }
        let known = channels.isEmpty ? "make one with push-composer channels create NAME"
            : "configured: " + channels.map { "\"\($0.name)\"" }.joined(separator: ", ")
        throw SendRefusal(.setup, "\"\(name)\" is neither a configured channel nor a channel id (\(known))")
    }
}
