import ArgumentParser
import ComposerSettings
import PushSending
import PushTransport
import SafeFiles

/// `push-composer login braze|apns-certificate|proxy`: saves the Braze REST API key, the password
/// of the `.p12` push certificate or the proxy user's password, read from stdin or a prompt that
/// does not echo, to `credentials.toml` with mode 0600. Never from argv, which any local user can
/// read in /proc.
struct LoginCommand: IOCommand {
    /// The secrets there are to save, with the words and lookups each needs.
    enum Service: String, ExpressibleByArgument, CaseIterable {
        case braze
        case apnsCertificate = "apns-certificate"
        case proxy

        /// What the secret is, in "a … is already saved".
        var what: String {
            switch self {
            case .braze: "Braze key"
            case .apnsCertificate: "certificate password"
            case .proxy: "proxy password"
            }
        }

        /// The prompt that asks for it.
        var prompt: String {
            switch self {
            case .braze: "Braze REST API key (with messages.send; it is not shown): "
            case .apnsCertificate: "Password of the .p12 push certificate (it is not shown): "
            case .proxy: "Password of the proxy user [network] proxy names (it is not shown): "
            }
        }

        /// Whether one is saved already.
        func isSaved(environment: [String: String]) -> Bool {
            switch self {
            case .braze: BrazeCredentials.isSaved(environment: environment)
            case .apnsCertificate: APNsCertificatePassword.isSaved(environment: environment)
            case .proxy: ProxyPassword.isSaved(environment: environment)
            }
        }
    }

    static let configuration = CommandConfiguration(
        commandName: "login",
        abstract: "Save the Braze REST API key, the .p12 certificate's password or the proxy's (from standard input or a prompt, never arguments).",
        discussion: """
        push-composer login braze                   asks for the key without echoing it
        printf '%s' "$KEY" | push-composer login braze    reads it from standard input
        push-composer login apns-certificate        asks for the certificate's password
        push-composer login proxy                   asks for the password of [network] proxy's user
        All are saved in credentials.toml beside config.toml, readable only by you. \
        $BRAZE_API_KEY, $APNS_CERTIFICATE_PASSWORD and $PUSH_COMPOSER_PROXY_PASSWORD, when set, \
        are used instead of the file.
        """
    )

    @Argument(help: "The service: braze, apns-certificate (the .p12 push certificate's password) or proxy (the password of [network] proxy's user).")
    var service: Service

    @Flag(help: "Replace a key or password saved earlier.")
    var replace = false

    /// For a `login` command line the parser refused because of a word it did not expect: the
    /// line to say instead of the parser's, which would quote that word, likely the secret itself.
    static func secretInArguments(_ arguments: [String]) -> String? {
        let expected = Set(Service.allCases.map(\.rawValue) + ["--replace"])
        guard arguments.first == "login", arguments.dropFirst().contains(where: { !expected.contains($0) }) else { return nil }
        return "push-composer login: give only braze, apns-certificate or proxy: a key or password is read from standard input "
            + "or a prompt, never from arguments. What else was typed is not shown and was not saved; if it was a secret, "
            + "your shell's history now holds it: delete it there and rotate the secret"
    }

    func execute(_ io: CLIIO) async -> Int32 {
        let file = CredentialsFile.path(environment: io.environment)
        // Said before the secret is typed: a folder or config someone else could change would
        // let them read the key or send it elsewhere.
        if let problem = TrustedPath.problem(settingsFile: UserConfig.path(environment: io.environment)) {
            io.errorLine("push-composer login: \(problem); nothing was saved")
            return 2
        }
        let what = service.what
        let saved = service.isSaved(environment: io.environment)
        var replacing = replace
        if !replacing, saved {
            guard let answer = io.ask("A \(what) is already saved in \(file). Replace it? [y/N] ", false) else {
                io.errorLine("push-composer login: a \(what) is already saved in \(file); pass --replace to replace it")
                return 2
            }
            guard ["y", "yes"].contains(answer.lowercased()) else {
                io.errorLine("push-composer login: the saved \(what) is kept")
                return 1
            }
            replacing = true
        }
        let prompt = service.prompt
        let pasted: String
        if let typed = io.ask(prompt, true) {
            pasted = typed
        } else {
            do {
                let bytes = try io.readStdin(SecretFile.limit)
                guard bytes.count <= SecretFile.limit, let text = String(validating: bytes, as: UTF8.self) else {
                    io.errorLine("push-composer login: standard input is not a \(service == .braze ? "key" : "password")")
                    return 2
                }
                pasted = text
            } catch {
                io.errorLine("push-composer login: cannot read the \(what) from standard input: \(error.message)")
                return 2
            }
        }
        switch service {
        case .braze: return saveBrazeKey(pasted, replacing: replacing, file: file, io: io)
        case .apnsCertificate: return saveCertificatePassword(pasted, replacing: replacing, file: file, io: io)
        case .proxy: return saveProxyPassword(pasted, replacing: replacing, file: file, io: io)
        }
    }

    private func saveBrazeKey(_ pasted: String, replacing: Bool, file: String, io: CLIIO) -> Int32 {
        guard let key = cleaned(BrazeCredentials.clean(pasted), io: io) else { return 2 }
        return save(io: io, variable: BrazeCredentials.variable,
                    saved: "Saved the Braze key in \(file) (mode 600). 'push-composer send FILE --to braze' uses it.") { () throws(StorageError) in
            try BrazeCredentials.save(key, environment: io.environment, replacing: replacing)
        }
    }

    /// The secret as cleaned, or nil once the line saying why it was refused is printed.
    private func cleaned(_ result: Result<String, SendRefusal>, io: CLIIO) -> String? {
        switch result {
        case .success(let secret): return secret
        case .failure(let refusal):
            io.errorLine("push-composer login: \(refusal.message)")
            return nil
        }
    }

    /// Writes a secret with `write`, then says where it went and whether `variable`, set in this
    /// shell, wins over the file.
    private func save(io: CLIIO, variable: String, saved: String, _ write: () throws(StorageError) -> Void) -> Int32 {
        do {
            try write()
        } catch {
            io.errorLine("push-composer login: \(error.message)")
            return 2
        }
        io.errorLine(saved)
        if io.environment[variable]?.isEmpty == false {
            io.errorLine("Note: $\(variable) is set in this shell and is used instead of the file.")
        }
        return 0
    }

    /// Saves the password, after checking that it opens the configured certificate when there
    /// is one to check it against: a wrong password saved would only fail at the next send.
    private func saveCertificatePassword(_ pasted: String, replacing: Bool, file: String, io: CLIIO) -> Int32 {
        guard let password = cleaned(APNsCertificatePassword.clean(pasted), io: io) else { return 2 }
        var checked = ""
        if case .certificate(let certificate)? = UserConfig.load(environment: io.environment).value.sending.apns?.credential {
            switch (try? SecretFile.read(certificate)).flatMap({ APNsCertificate.opens($0, with: password) }) {
            case false?:
                io.errorLine("push-composer login: that password does not open \(certificate); nothing was saved")
                return 1
            case true?:
                checked = " It opens \(certificate)."
            case nil:
                checked = " It was not checked: \(certificate) cannot be read as a .p12 yet."
            }
        }
        return save(io: io, variable: APNsCertificatePassword.variable,
                    saved: "Saved the certificate password in \(file) (mode 600).\(checked)") { () throws(StorageError) in
            try APNsCertificatePassword.save(password, environment: io.environment, replacing: replacing)
        }
    }

    /// Saves the proxy user's password (cleaned as a certificate password is: one line ending off).
    private func saveProxyPassword(_ pasted: String, replacing: Bool, file: String, io: CLIIO) -> Int32 {
        guard let password = cleaned(APNsCertificatePassword.clean(pasted), io: io) else { return 2 }
        return save(io: io, variable: ProxyPassword.variable,
                    saved: "Saved the proxy password in \(file) (mode 600). It is used with the user [network] proxy names.") { () throws(StorageError) in
            try ProxyPassword.save(password, environment: io.environment, replacing: replacing)
        }
    }
}
