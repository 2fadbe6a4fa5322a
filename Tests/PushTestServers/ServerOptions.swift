/// The command line of `push-test-servers`.
struct ServerOptions {
    /// A command line that cannot be run; main prints it as one line and exits 2.
    struct UsageError: Error {
        var message: String
    }

    static let usage = """
        usage: push-test-servers --dir DIR [--topic BUNDLE_ID] [--production] [--certificate]
          Starts, on 127.0.0.1 over HTTP/2 and TLS, a local APNs, a local Braze REST API and a
          media host (and three TLS peers that hang or must be refused: silent_tls_port,
          wrong_name_port, expired_port, all trusted by ca_bundle); writes DIR/servers.json when
          they listen, logs each request to DIR/requests.jsonl, and runs until SIGTERM, SIGINT or
          the end of stdin (when stdin is a pipe). DIR/script.json, if present, scripts answers.
          --certificate also starts an APNs that knows senders by push certificate
          (apns_certificate_port) and makes one for BUNDLE_ID: push_p12, push_p12_password.

        To send to them, put in push-composer's config.toml (the ports are in servers.json):
          bundle_id = "com.example.app"            # or the --topic given
          [apns]
          key_file = "DIR/AuthKey_TESTKEY123.p8"   # key_id TESTKEY123 is read from the name
          team_id = "TEAM123456"
          server = "https://127.0.0.1:APNS_PORT"
          ca_file = "DIR/server-cert.pem"
          [[apns.devices]]
          name = "Test phone"
          token = "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"
          [braze]
          rest_endpoint = "https://127.0.0.1:BRAZE_PORT"
          ca_file = "DIR/server-cert.pem"
          test_users = ["ana"]
          [media]
          ca_file = "DIR/server-cert.pem"
        then: BRAZE_API_KEY=$(cat DIR/braze-key) push-composer send push.json --to braze
              push-composer send push.json --to apns --device "Test phone"
        APNs accepts any token unless script.json says otherwise; each request it and Braze take
        is a line of DIR/requests.jsonl. The media host serves https://127.0.0.1:MEDIA_PORT/
        sale.jpg (1024x512), banner.png, photo.webp, animated.gif, clip.mp4, moved.jpg (a
        redirect), login.jpg (an HTML page), slow.jpg (never ends); any other path is a 404:
              push-composer media push.json     # with "asset_url" set to one of them
        """

    var directory = ""
    var topic = "com.example.app"
    var production = false
    /// Whether to start the APNs that asks for a client certificate, and make one.
    var certificate = false
    var help = false

    static func parse(_ arguments: [String]) throws(UsageError) -> ServerOptions {
        var options = ServerOptions()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            // Accepts both "--dir DIR" and "--dir=DIR".
            let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0])
            var inlineValue = parts.count == 2 ? String(parts[1]) : nil
            func value() throws(UsageError) -> String {
                if let inline = inlineValue {
                    inlineValue = nil
                    return inline
                }
                guard let next = remaining.popFirst() else { throw UsageError(message: "\(name) needs a value") }
                return next
            }
            switch name {
            case "--dir": options.directory = try value()
            case "--topic": options.topic = try value()
            case "--production": options.production = true
            case "--certificate": options.certificate = true
            case "--help", "-h": options.help = true
            default: throw UsageError(message: "unknown argument '\(argument)' (see --help)")
            }
            if inlineValue != nil { throw UsageError(message: "\(name) takes no value") }
        }
        if !options.help {
            guard !options.directory.isEmpty else { throw UsageError(message: "--dir DIR is required (see --help)") }
            guard !options.topic.isEmpty else { throw UsageError(message: "--topic must not be empty") }
        }
        return options
    }
}
