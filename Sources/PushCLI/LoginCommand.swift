import ArgumentParser
import ComposerSettings
import PushSending
import SafeFiles

/// `push-composer login braze`: saves the Braze REST API key, read from stdin or a prompt that
/// does not echo, to `credentials.toml` with mode 0600. Never from argv, which any local user
/// can read in /proc.
struct LoginCommand: IOCommand {
    /// The services there is a key for.
    enum Service: String, ExpressibleByArgument, CaseIterable {
        case braze
    }

    static let configuration = CommandConfiguration(
        commandName: "login",
        abstract: "Save the Braze REST API key (read from standard input or a prompt, never from arguments).",
        discussion: """
        push-composer login braze                   asks for the key without echoing it
        printf '%s' "$KEY" | push-composer login braze    reads it from standard input
        The key is saved in credentials.toml beside config.toml, readable only by you. \
        $BRAZE_API_KEY, when set, is used instead of the file.
        """
    )

    @Argument(help: "The service: braze.")
    var service: Service

    @Flag(help: "Replace a key saved earlier.")
    var replace = false

    func execute(_ io: CLIIO) async -> Int32 {
        let file = BrazeCredentials.path(environment: io.environment)
        var replacing = replace
        if !replacing, FileStamp.current(file) != nil {
            guard let answer = io.ask("A Braze key is already saved in \(file). Replace it? [y/N] ", false) else {
                io.errorLine("push-composer login: a key is already saved in \(file); pass --replace to replace it")
                return 2
            }
            guard ["y", "yes"].contains(answer.lowercased()) else {
                io.errorLine("push-composer login: the saved key is kept")
                return 1
            }
            replacing = true
        }
        let pasted: String
        if let typed = io.ask("Braze REST API key (with messages.send; it is not shown): ", true) {
            pasted = typed
        } else {
            do {
                let bytes = try io.readStdin(SecretFile.limit)
                guard bytes.count <= SecretFile.limit, let text = String(validating: bytes, as: UTF8.self) else {
                    io.errorLine("push-composer login: standard input is not a key")
                    return 2
                }
                pasted = text
            } catch {
                io.errorLine("push-composer login: cannot read the key from standard input: \(error.message)")
                return 2
            }
        }
        let key: String
        switch BrazeCredentials.clean(pasted) {
        case .success(let cleaned): key = cleaned
        case .failure(let refusal):
            io.errorLine("push-composer login: \(refusal.message)")
            return 2
        }
        do {
            try BrazeCredentials.save(key, environment: io.environment, replacing: replacing)
        } catch {
            io.errorLine("push-composer login: \(error.message)")
            return 2
        }
        io.errorLine("Saved the Braze key in \(file) (mode 600). 'push-composer send FILE --to braze' uses it.")
        if io.environment[BrazeCredentials.variable]?.isEmpty == false {
            io.errorLine("Note: $\(BrazeCredentials.variable) is set in this shell and is used instead of the file.")
        }
        return 0
    }
}
