import PushSending

/// A POSIX shell script that sends a push to APNs with `curl --http2`, built from the request a
/// send makes (`APNsPush`), so the bytes and headers are the ones `send` would send.
///
/// The provider token is never in the script: it is read when the script runs, from `$APNS_JWT`
/// or else from `push-composer apns-token`, and reaches curl on its standard input as a line of
/// its config (`--config -`) written by `printf`, a shell builtin: nothing puts it in a process's
/// arguments, which every local user can read. The request's other lines follow it on the same
/// input; the body is a quoted `data-binary` string there, so it arrives byte for byte.
enum APNsCurlScript {
    /// The script for `push` to each of `recipients` (devices), through `settings`' host and trust.
    static func script(_ push: APNsPush, to recipients: [Recipient], settings: APNsSettings) -> String {
        var out = """
            #!/bin/sh
            # Sends the push to APNs with curl --http2 (7.47 or later), as push-composer send would.
            # The provider token: $APNS_JWT, else a new one from push-composer apns-token (valid for an hour).
            set -eu
            token="${APNS_JWT:-$(push-composer apns-token)}"

            """
        for recipient in recipients {
            guard case .device(_, let token, let environment) = recipient else { continue }
            let request = push.request(to: token, apnsID: push.apnsID ?? "")
            var lines = ["url = \(quoted(settings.baseURL(for: environment) + request.path))"]
            // No apns-id unless one was chosen: APNs makes one and answers with it.
            for field in request.headers where !(field.name == "apns-id" && push.apnsID == nil) {
                lines.append("header = \(quoted("\(field.name): \(field.value)"))")
            }
            if let caFile = settings.caFile { lines.append("cacert = \(quoted(caFile))") }
            lines.append("data-binary = \(quoted(String(decoding: request.body, as: UTF8.self)))")
            out += """
                # \(String(String.UnicodeScalarView(recipient.label.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }))), \(environment.rawValue)
                { printf 'header = "authorization: bearer %s"\\n' "$token"; cat <<'APNS_REQUEST'
                \(lines.joined(separator: "\n"))
                APNS_REQUEST
                } | curl --config - --http2 --silent --show-error --include --request POST

                """
        }
        return out
    }

    /// A string as curl's config file reads one: in double quotes, `\\` and `"` escaped, and the
    /// controls JSON never leaves raw written as curl's escapes.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
