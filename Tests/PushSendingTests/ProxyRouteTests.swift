import PushSending
import Testing

/// Proxy addresses read as curl reads `https_proxy`, and the bypass list as it reads `NO_PROXY`.
@Suite struct ProxyRouteTests {
    @Test("Addresses curl takes are read, with the user and password decoded and never shown")
    func addresses() throws {
        let plain = try ProxyRoute.parse("http://proxy.corp.example:3128", source: "$https_proxy").get()
        #expect(plain.host == "proxy.corp.example" && plain.port == 3128 && plain.user == nil)
        let bare = try ProxyRoute.parse("proxy.corp.example", source: "x").get()
        #expect(bare.port == ProxyRoute.defaultPort)
        let withUser = try ProxyRoute.parse("HTTP://ana%40corp:p%3Ass@10.0.0.1:8080/", source: "$HTTPS_PROXY").get()
        #expect(withUser.user == "ana@corp" && withUser.password == "p:ss" && withUser.host == "10.0.0.1")
        #expect(!withUser.description.contains("p:ss") && !withUser.shown.contains("ana"))
        let six = try ProxyRoute.parse("http://[::1]:3128", source: "x").get()
        #expect(six.host == "::1" && six.shown == "[::1]:3128")
    }

    @Test("What is not an http proxy is refused with the reason", arguments: [
        ("https://proxy:3128", ProxyRoute.Problem.tlsProxy), ("socks5h://proxy:1080", .scheme("socks5h")),
        ("http://proxy:0", .badPort), ("http://proxy:65536", .badPort), ("http://:3128", .badHost),
        ("http://proxy:3128/path", .path), ("http://a%zz@proxy:1", .badCredentials), ("http://pro xy:1", .badHost),
    ])
    func refused(text: String, problem: ProxyRoute.Problem) {
        #expect(throws: problem) { try ProxyRoute.parse(text, source: "x").get() }
    }

    @Test("The bypass list matches a host, the hosts under a domain, and everything with *")
    func bypass() {
        let list = ProxyBypass("localhost, .internal.example,example.com:443 127.0.0.1,[::1]")
        for host in ["localhost", "LOCALHOST", "api.internal.example", "internal.example", "example.com", "a.b.example.com", "127.0.0.1", "::1"] {
            #expect(list.matches(host), "\(host)")
        }
        for host in ["api.push.apple.com", "notexample.com", "127.0.0.10", "internal.example.org"] {
            #expect(!list.matches(host), "\(host)")
        }
        #expect(ProxyBypass("*").matches("api.push.apple.com"))
        #expect(ProxyBypass(" , ").isEmpty)
    }
}
