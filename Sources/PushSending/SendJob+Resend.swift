extension SendJob {
    /// A send made again from the history: `body` is the payload `entry` recorded, as it went
    /// out. Through APNs it goes with the same headers to the same device and environment, or
    /// to `devices` (in `environment`, else each one's own); through Braze the same request to
    /// the line's own user, or to `users` in their place.
    public static func resend(_ entry: SendHistoryEntry, body: [UInt8], sending: SendSettings, configFile: String,
                              devices: [String], environment: APNsEnvironment?, users: [String]) throws(SendRefusal) -> SendJob {
        switch entry.route {
        case .apns:
            let settings = try sending.requiredAPNs(configFile: configFile)
            guard let headers = entry.headers else {
                throw SendRefusal(.setup, "this send was recorded before its headers were kept: send the file again with 'push-composer send'")
            }
            // A broadcast goes again on its channel, unless devices are named instead.
            let channel = devices.isEmpty ? entry.channel : nil
            let push = try APNsPush(sentBody: body, headers: headers, broadcast: channel != nil)
            let named = devices.isEmpty ? [entry.token].compactMap { $0 } : devices
            let recipients: [Recipient]
            if let channel {
                recipients = [try settings.channel(channel, environment: environment ?? entry.environment).recipient]
            } else {
                recipients = try settings.recipients(named, environment: devices.isEmpty ? environment ?? entry.environment : environment)
            }
            // Said as `send` says it: which credential sends, a key under its old name.
            var warnings = settings.notes
            for case .device(_, let token, _) in recipients {
                if let warning = token.lengthWarning { warnings.append("\(token.short): \(warning)") }
            }
            var job = SendJob(plan: .apns(push, settings), recipients: recipients, warnings: warnings,
                              file: entry.file, title: entry.title, resentFrom: entry.time)
            // The same bytes: rendered for the same user.
            job.renderedFor = entry.renderedFor
            return job
        case .braze:
            let settings = try sending.requiredBraze(configFile: configFile)
            guard let path = entry.path else {
                throw SendRefusal(.setup, "this send was recorded before its endpoint was kept: send the file again with 'push-composer send'")
            }
            // A history line is one user's: resent as it is, it goes to that user alone, not to
            // every user the request named (each of whom has a line of their own).
            let named = try BrazePush(sentBody: body, path: path, users: []).users
            let own = named.contains(entry.recipient) ? [entry.recipient] : named
            let push = try BrazePush(sentBody: body, path: path, users: users.isEmpty ? own : users)
            return SendJob(plan: .braze(push, settings), recipients: push.users.map(Recipient.user), warnings: [],
                           file: entry.file, title: entry.title, resentFrom: entry.time)
        }
    }
}
