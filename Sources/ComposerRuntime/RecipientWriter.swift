import ComposerApp
import ComposerSettings
import PushSending
import SafeFiles

/// Writes a recipient typed into the Send dialog to the config, as `devices add` and `init`
/// edit it: the rest of the file, comments included, stays as it was.
struct RecipientWriter {
    let environment: [String: String]

    /// The sending settings as the config reads after the write, or why it was not written.
    func write(_ save: RecipientSave) -> Result<SendSettings, RecipientSaveError> {
        do throws(SettingsError) {
            // Where the profile in use reads its devices and test users.
            var config = try ConfigFileEditor.open(save.configFile, inProfileOf: environment)
            switch save.route {
            case .apns:
                guard let token = DeviceToken(save.typed) else { throw SettingsError(DeviceToken.problem(save.typed) ?? "not a device token") }
                try config.addDevice(name: save.name, token: token, environment: save.environment)
            case .braze:
                let users = config.list("test_users", in: "braze") ?? []
                guard !users.contains(save.name) else { throw SettingsError("\(save.name) is already in test_users") }
                try config.set("test_users", toList: users + [save.name], in: "braze")
            }
            try config.save()
            return .success(UserConfig.parse(config.text, file: save.configFile, environment: environment).value.sending)
        } catch {
            return .failure(RecipientSaveError(error.description))
        }
    }
}
