import PushSending
import Testing

@Suite("Service addresses")
struct ServiceAddressTests {
    @Test("An https:// host with an optional port is taken, a trailing slash dropped", arguments: [
        ("https://api.push.apple.com", "https://api.push.apple.com", "api.push.apple.com", nil as Int?),
        ("https://127.0.0.1:8443/", "https://127.0.0.1:8443", "127.0.0.1", 8443),
        ("HTTPS://rest.iad-01.braze.com:443", "https://rest.iad-01.braze.com:443", "rest.iad-01.braze.com", 443),
        ("https://[::1]:2197", "https://[::1]:2197", "::1", 2197),
        ("https://127.0.0.1:65535", "https://127.0.0.1:65535", "127.0.0.1", 65535),
    ])
    func accepted(_ text: String, _ normalised: String, _ host: String, _ port: Int?) throws {
        let address = try ServiceAddress.parse(text).get()
        #expect(address.text == normalised)
        #expect(address.host == host)
        #expect(address.port == port)
    }

    @Test("A port outside 1…65535 is named, whatever its size", arguments: [
        ("https://127.0.0.1:99999", "99999"), ("https://127.0.0.1:65536", "65536"), ("https://127.0.0.1:0", "0"),
        ("https://h:18446744073709551617", "184467440737"), ("https://h:", ""), ("https://h:8x", "8x"), ("https://[::1]:70000", "70000"),
    ])
    func badPorts(_ text: String, _ shown: String) {
        #expect(ServiceAddress.parse(text) == .failure(.badPort(shown)))
    }

    @Test("Anything but a bare https:// host is refused", arguments: [
        "http://x", "file:///etc/passwd", "https://", "https://a/b", "https://a?b", "https://u@a", "https://a b", "https://a\u{1B}b",
        "https://[::1", "https://[zz]", "https://ä.example", "x",
    ])
    func refused(_ text: String) {
        guard case .failure(let problem) = ServiceAddress.parse(text) else {
            Issue.record("\(text) was taken")
            return
        }
        #expect(problem.message.hasPrefix("must be an https:// address") || problem.message.contains("not a port"))
    }
}
