import BrazeLiquid
import PushPersonalization
import Testing

/// What looks like a secret in a Connected Content request is hidden wherever it is shown.
@Suite struct ConnectedContentRedactorTests {
    @Test("A URL's password and secret query values, a form's and a JSON body's secret values, credential headers")
    func hidden() {
        #expect(ConnectedContentRedactor.url("https://ann:pw@api.example.com/w?city=Paris&api_key=k1&Token=t#top")
                == "https://ann:•••@api.example.com/w?city=Paris&api_key=•••&Token=•••#top")
        #expect(ConnectedContentRedactor.body("user=ana&secret=s&n=1") == "user=ana&secret=•••&n=1")
        #expect(ConnectedContentRedactor.body(#"{"user": "ana", "auth": {"token": "t", "kind": "x"}, "list": [{"password": "p"}]}"#)
                == #"{"user":"ana","auth":"•••","list":[{"password":"•••"}]}"#)
        #expect(ConnectedContentRedactor.header(.init(name: "X-Api-Key", value: "k")) == "•••")
        #expect(ConnectedContentRedactor.header(.init(name: "Accept", value: "application/json")) == "application/json")
    }
}
