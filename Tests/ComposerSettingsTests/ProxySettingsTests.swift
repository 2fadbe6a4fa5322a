import PushSending
import Testing
@testable import ComposerSettings

/// Which proxy the config and the environment choose, and what stops a send.
@Suite("The proxy: [network] and the variables curl reads")
struct ProxySettingsTests {
    func sending(_ text: String, _ environment: [String: String] = [:]) -> SendSettings {
        let base = ["HOME": "/nonexistent-home", "XDG_CONFIG_HOME": "/nonexistent-config"]
        return UserConfig.parse(text + "\n[apns]\nkey_file = \"/k/AuthKey_ABC123DEFG.p8\"\nteam_id = \"DEF123GHIJ\"\n[braze]\ninstance = \"US-03\"\n",
                                file: "c.toml", environment: base.merging(environment) { $1 }).value.sending
    }

    @Test("The variables in curl's order, the bypass list with them, each service's table routed alike")
    func variables() {
        let lower = sending("", ["https_proxy": "http://lower:1", "HTTPS_PROXY": "http://upper:2", "NO_PROXY": "intra.example"])
        #expect(lower.proxy?.host == "lower" && lower.proxy?.source == "$https_proxy")
        #expect(lower.apns?.proxy == lower.proxy && lower.braze?.proxy == lower.proxy)
        #expect(lower.proxy?.applies(to: "api.intra.example") == false && lower.proxy?.applies(to: "api.push.apple.com") == true)
        #expect(sending("", ["ALL_PROXY": "http://all:3"]).proxy?.host == "all")
        #expect(sending("").proxy == nil)
    }

    @Test("[network] wins over the environment; an empty proxy means none")
    func configWins() {
        let environment = ["HTTPS_PROXY": "http://env:2", "NO_PROXY": "env.example"]
        let chosen = sending("[network]\nproxy = \"http://cfg.example:3128\"\nno_proxy = \"cfg.example\"", environment)
        #expect(chosen.proxy?.host == "cfg.example" && chosen.proxy?.bypass.text == "cfg.example")
        #expect(chosen.proxy?.source == "[network] proxy in c.toml")
        let none = sending("[network]\nproxy = \"\"", environment)
        #expect(none.proxy == nil && none.apns != nil && none.networkProblems.isEmpty)
    }

    @Test("A mistake stops both services' sends, and a password in the config is refused unrepeated")
    func mistakes() {
        let wrong = sending("[network]\nproxy = \"socks5://p:1\"")
        #expect(wrong.apns == nil && wrong.braze == nil)
        #expect(wrong.apnsProblems.last == "config c.toml:2: [network] proxy is not a proxy address: socks5:// proxies are not supported; give an http:// proxy, such as \"http://proxy.example.com:3128\"")
        let secret = sending("[network]\nproxy = \"http://ana:hunter2-pw@p:1\"")
        #expect(secret.apns == nil && secret.networkProblems.count == 1)
        #expect(!(secret.networkProblems.first ?? "hunter2-pw").contains("hunter2-pw"))
        let unknown = sending("[network]\nproxi = \"http://p:1\"")
        #expect(unknown.networkProblems == ["config c.toml:2: [network]: unknown key \"proxi\"; [network] takes proxy and no_proxy"])
        let variable = sending("", ["HTTPS_PROXY": "http://p:99999"])
        #expect(variable.braze == nil && variable.brazeProblems.last == "$HTTPS_PROXY is not a proxy address: the port is not a number from 1 to 65535")
    }

    @Test("A user named in the config takes the password from the variable")
    func passwordFromTheVariable() {
        let named = sending("[network]\nproxy = \"http://ana@p:1\"", ["PUSH_COMPOSER_PROXY_PASSWORD": "pw-123456"])
        #expect(named.proxy?.user == "ana" && named.proxy?.password == "pw-123456")
    }
}
