import FileTestSupport
import Foundation
import PushSending
import SafeFiles
import Testing
@testable import ComposerSettings

@Suite("The sending tables of the config")
struct SendSettingsTests {
    let environment = ["HOME": "/home/ana", "XDG_CONFIG_HOME": "/cfg"]

    func parse(_ text: String) -> SendSettings {
        UserConfig.parse(text, file: "c.toml", environment: environment).value.sending
    }

    @Test("The issue's example is read whole")
    func example() throws {
        let sending = parse("""
            bundle_id = "com.example.fallback"
            [apns]
            key_file = "~/keys/AuthKey_ABC123DEFG.p8"   # referenced, never copied
            key_id = "ABC123DEFG"
            team_id = "DEF123GHIJ"
            topic = "com.example.app"
            environment = "sandbox"
            server = "https://127.0.0.1:8443/"
            ca_file = "ca.pem"

            [[apns.devices]]
            name = "Ana's iPhone"
            token = "<ABCD ef01 2345 6789>"
            environment = "production"

            [[apns.devices]]
            name = "Bo"
            token = "1234567890abcdef1234567890abcdef"

            [braze]
            instance = "us-03"
            test_users = ["ana-test", "bo-test"]
            """)
        #expect(sending.apnsProblems.isEmpty && sending.brazeProblems.isEmpty)
        let apns = try #require(sending.apns)
        #expect(apns.credential.file == "/home/ana/keys/AuthKey_ABC123DEFG.p8")
        #expect(apns.topic == "com.example.app")
        #expect(apns.endpoint == "https://127.0.0.1:8443")
        #expect(apns.caFile == "/cfg/push-composer/ca.pem")
        #expect(apns.devices == [APNsDevice(name: "Ana's iPhone", token: DeviceToken("abcdef0123456789")!, environment: .production),
                                 APNsDevice(name: "Bo", token: DeviceToken("1234567890abcdef1234567890abcdef")!, environment: nil)])
        #expect(sending.braze == BrazeSettings(endpoint: "https://rest.iad-03.braze.com", testUsers: ["ana-test", "bo-test"]))
    }

    @Test("The key id comes from Apple's file name, and the topic from bundle_id")
    func defaults() {
        let sending = parse("""
            bundle_id = "com.example.app"
            [apns]
            key_file = "/k/AuthKey_ABC123DEFG.p8"
            team_id = "DEF123GHIJ"
            """)
        #expect(sending.apns?.credential.keyID == "ABC123DEFG")
        #expect(sending.apns?.topic == "com.example.app")
        #expect(sending.apns?.environment == .sandbox)
    }

    @Test("A .p12 push certificate alone sends with it: no key id or team id needed, the path found beside the config")
    func certificate() {
        let sending = parse("bundle_id = \"com.example.app\"\n[apns]\ncertificate_file = \"certs/push.p12\"")
        #expect(sending.apnsProblems.isEmpty, "\(sending.apnsProblems)")
        #expect(sending.apns?.credential == .certificate(file: "/cfg/push-composer/certs/push.p12"))
        #expect(sending.apns?.notes == [])
        #expect(sending.apns?.topic == "com.example.app")
    }

    @Test("A key and a certificate both named: the token key sends, and one line says so; auth chooses", arguments: [
        ("", "token", true),
        ("auth = \"token\"", "token", false),
        ("auth = \"certificate\"", "certificate", false),
    ])
    func keyAndCertificate(_ auth: String, _ chosen: String, _ noted: Bool) throws {
        let sending = parse("""
            [apns]
            key_file = "/k/AuthKey_ABC123DEFG.p8"
            team_id = "DEF123GHIJ"
            certificate_file = "/k/push.p12"
            \(auth)
            """)
        #expect(sending.apnsProblems.isEmpty, "\(sending.apnsProblems)")
        let apns = try #require(sending.apns)
        #expect(apns.credential == (chosen == "token" ? APNsCredential.token(keyFile: "/k/AuthKey_ABC123DEFG.p8", keyID: "ABC123DEFG", teamID: "DEF123GHIJ")
                                                         : .certificate(file: "/k/push.p12")))
        if noted {
            #expect(apns.notes == ["[apns] names both key_file and certificate_file: sending with the token key ABC123DEFG; auth = \"certificate\" sends with the certificate instead"])
        } else {
            #expect(apns.notes == [])
        }
    }

    @Test("[apns] endpoint, the old name of server, is still read, with a note")
    func oldServerName() throws {
        let old = parse("[apns]\nkey_file = \"/AuthKey_ABC123DEFG.p8\"\nteam_id = \"DEF123GHIJ\"\nendpoint = \"https://127.0.0.1:8443\"")
        #expect(old.apnsProblems.isEmpty, "\(old.apnsProblems)")
        #expect(old.apns?.endpoint == "https://127.0.0.1:8443")
        #expect(old.apns?.notes == ["config c.toml:4: [apns] endpoint is now called server (read all the same)"])
        let both = parse("[apns]\nkey_file = \"/AuthKey_ABC123DEFG.p8\"\nteam_id = \"DEF123GHIJ\"\nserver = \"https://127.0.0.1:1\"\nendpoint = \"https://127.0.0.1:2\"")
        #expect(both.apns?.endpoint == "https://127.0.0.1:1")
        #expect(both.apns?.notes.first?.contains("endpoint is ignored") == true)
    }

    @Test("Each mistake is one line naming the key and the fix", arguments: [
        ("[apns]\nteam_id = \"DEF123GHIJ\"", "[apns] needs key_file"),
        ("[apns]\nkey_file = \"/k.p8\"\nteam_id = \"DEF123GHIJ\"", "[apns] needs key_id"),
        ("[apns]\nkey_file = \"/k.p8\"\nkey_id = \"short\"\nteam_id = \"DEF123GHIJ\"", "c.toml:3: [apns] key_id must be the key's 10-character Key ID"),
        ("[apns]\nkey_file = \"/AuthKey_ABC123DEFG.p8\"", "[apns] needs team_id"),
        ("[apns]\nkey_file = \"/AuthKey_ABC123DEFG.p8\"\nteam_id = \"DEF123GHIJ\"\nenvironment = \"prod\"", "environment must be \"sandbox\" or \"production\""),
        ("[apns]\nkey_file = \"/AuthKey_ABC123DEFG.p8\"\nteam_id = \"DEF123GHIJ\"\nendpoint = \"http://x\"", "endpoint must be an https:// address"),
        ("[apns]\nkey_file = \"/AuthKey_ABC123DEFG.p8\"\nteam_id = \"DEF123GHIJ\"\nserver = \"https://127.0.0.1:99999\"", "c.toml:4: [apns] server has port 99999, which is not a port: ports run from 1 to 65535"),
        ("[apns]\nkey_file = \"/AuthKey_ABC123DEFG.p8\"\nteam_id = \"DEF123GHIJ\"\nserver = \"https://127.0.0.1:0\"", "has port 0, which is not a port"),
        ("[apns]\nkey_file = \"/AuthKey_ABC123DEFG.p8\"\nteam_id = \"DEF123GHIJ\"\nserver = \"https://127.0.0.1:-1\"", "has port -1, which is not a port"),
        ("[apns]\nkey_file = \"/AuthKey_ABC123DEFG.p8\"\nteam_id = \"DEF123GHIJ\"\nendpoint = \"https://user@127.0.0.1\"", "endpoint must be an https:// address"),
        ("[apns]\nkey_file = \"/AuthKey_ABC123DEFG.p8\"\nteam_id = \"DEF123GHIJ\"\nserver = \"https://:443\"", "server must be an https:// address"),
        ("[apns]\nkey_file = \"/AuthKey_ABC123DEFG.p8\"\nteam_id = \"DEF123GHIJ\"\ntopic = \"a b\"", "topic must be the app's bundle id"),
        ("[apns]\nkey_file = \"/AuthKey_ABC123DEFG.p8\"\nteam_id = \"DEF123GHIJ\"\nkeyid = \"x\"", "unknown key \"keyid\"; did you mean \"key_id\"?"),
        ("[apns]\nkey_file = \"/AuthKey_ABC123DEFG.p8\"\nteam_id = \"DEF123GHIJ\"\n[[apns.devices]]\nname = \"A\"\ntoken = \"xyz\"", "c.toml:6: [[apns.devices]] \"A\" token: a device token is hexadecimal"),
        ("[apns]\nkey_file = \"/AuthKey_ABC123DEFG.p8\"\nteam_id = \"DEF123GHIJ\"\n[[apns.devices]]\nname = \"A\"", "\"A\" needs its token"),
        ("[apns]\nkey_file = \"/AuthKey_ABC123DEFG.p8\"\nteam_id = \"DEF123GHIJ\"\n[[apns.devices]]\nname = \"A\"\ntoken = \"ab\"\n[[apns.devices]]\nname = \"a\"\ntoken = \"cd\"", "already named on line 4"),
        ("[[apns.devices]]\nname = \"A\"\ntoken = \"ab\"", "needs an [apns] table"),
        ("[apns]\nkey_file = \"/k.p12\"", "c.toml:2: [apns] key_file names a .p12 certificate; write it as certificate_file"),
        ("[apns]\ncertificate_file = \"/AuthKey_ABC123DEFG.p8\"", "certificate_file names a .p8 token key; write it as key_file"),
        ("[apns]\ncertificate_file = \"/c.p12\"\nauth = \"cert\"", "c.toml:3: [apns] auth must be \"token\" (the .p8 key_file) or \"certificate\""),
        ("[apns]\ncertificate_file = \"/c.p12\"\nauth = \"token\"", "c.toml:3: [apns] auth = \"token\" needs key_file"),
        ("[apns]\nkey_file = \"/AuthKey_ABC123DEFG.p8\"\nteam_id = \"DEF123GHIJ\"\nauth = \"certificate\"", "auth = \"certificate\" needs certificate_file"),
    ])
    func apnsMistakes(_ text: String, _ fragment: String) {
        let sending = parse(text)
        #expect(sending.apns == nil)
        #expect(sending.apnsProblems.contains { $0.contains(fragment) }, "\(sending.apnsProblems)")
        #expect(sending.apnsProblems.allSatisfy { $0.hasPrefix("config c.toml:") })
    }

    @Test("Braze mistakes are kept apart from APNs", arguments: [
        ("[braze]\ninstance = \"US-09\"", "instance \"US-09\" is not a Braze instance; did you mean"),
        ("[braze]\ntest_users = [\"a\"]", "[braze] needs instance"),
        ("[braze]\ninstance = \"US-01\"\ntest_users = [1]", "test_users must list external user ids"),
        ("[braze]\ninstance = \"US-01\"\nrest_endpoint = \"https://rest.fra-01.braze.eu\"", "name different hosts"),
        ("[braze]\nrest_endpoint = \"https://127.0.0.1:65536\"", "c.toml:2: [braze] rest_endpoint has port 65536, which is not a port"),
        ("[braze]\nrest_endpoint = \"https://127.0.0.1:18446744073709551617\"", "rest_endpoint has port 184467440737"),
    ])
    func brazeMistakes(_ text: String, _ fragment: String) {
        let sending = parse(text + "\n[apns]\nkey_file = \"/AuthKey_ABC123DEFG.p8\"\nteam_id = \"DEF123GHIJ\"")
        #expect(sending.braze == nil)
        #expect(sending.brazeProblems.contains { $0.contains(fragment) }, "\(sending.brazeProblems)")
        #expect(sending.apns != nil && sending.apnsProblems.isEmpty)
    }

    @Test("The Braze key: the variable wins, a loose file is refused with its chmod, quotes are removed")
    func credentials() throws {
        let folder = try TemporaryFolder()
        let env = ["HOME": folder.path, "XDG_CONFIG_HOME": folder.path]
        #expect(try BrazeCredentials.load(environment: env) == nil)
        try BrazeCredentials.save("key-123456", environment: env, replacing: false)
        let file = BrazeCredentials.path(environment: env)
        var info = stat()
        #expect(stat(file, &info) == 0 && info.st_mode & 0o777 == 0o600)
        #expect(try BrazeCredentials.load(environment: env)?.key == "key-123456")
        do {
            try BrazeCredentials.save("other-key", environment: env, replacing: false)
            Issue.record("a saved key was replaced without asking")
        } catch {
            #expect(error.kind == .exists)
        }
        #expect(try BrazeCredentials.load(environment: env.merging(["BRAZE_API_KEY": "from-env-1"]) { $1 })?.key == "from-env-1")
        chmod(file, 0o644)
        do {
            _ = try BrazeCredentials.load(environment: env)
            Issue.record("a file others can read was used")
        } catch {
            #expect(error.message.contains("chmod 600"))
        }
        #expect(try BrazeCredentials.clean(" \"abc-123\"\n").get() == "abc-123")
        #expect(throws: SendRefusal.self) { try BrazeCredentials.clean("two words").get() }
    }

    @Test("The certificate's password shares the credentials file with the Braze key: each kept when the other is saved; the variable wins")
    func certificatePassword() throws {
        let folder = try TemporaryFolder()
        let env = ["HOME": folder.path, "XDG_CONFIG_HOME": folder.path]
        #expect(try APNsCertificatePassword.load(environment: env) == nil)
        try APNsCertificatePassword.save(#"pa"ss\ word "#, environment: env, replacing: false)
        try BrazeCredentials.save("key-123456", environment: env, replacing: false)
        let file = CredentialsFile.path(environment: env)
        #expect(TemporaryFolder.mode(file) == 0o600)
        let loaded = try #require(try APNsCertificatePassword.load(environment: env))
        #expect(loaded.password == #"pa"ss\ word "# && loaded.source == "saved in \(file)")
        #expect(try BrazeCredentials.load(environment: env)?.key == "key-123456")
        do {
            try APNsCertificatePassword.save("other", environment: env, replacing: false)
            Issue.record("a saved password was replaced without asking")
        } catch {
            #expect(error.kind == .exists)
        }
        try APNsCertificatePassword.save("second", environment: env, replacing: true)
        #expect(try APNsCertificatePassword.load(environment: env)?.password == "second")
        #expect(try BrazeCredentials.load(environment: env)?.key == "key-123456")
        #expect(try APNsCertificatePassword.load(environment: env.merging(["APNS_CERTIFICATE_PASSWORD": "from-env"]) { $1 })?.source
                == "from $APNS_CERTIFICATE_PASSWORD")
        #expect(try APNsCertificatePassword.clean("with spaces \r\n").get() == "with spaces ")
        #expect(throws: SendRefusal.self) { try APNsCertificatePassword.clean("\n").get() }
        chmod(file, 0o644)
        #expect(throws: SendRefusal.self) { try APNsCertificatePassword.load(environment: env) }
    }
}

