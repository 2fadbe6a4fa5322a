/// Braze's instances and their REST endpoints: the one table `instance = "US-03"` is read from.
public enum BrazeInstance {
    /// Instance name (upper case) to REST endpoint.
    public static let endpoints: [(name: String, endpoint: String)] =
        (1...8).map { ("US-0\($0)", "https://rest.iad-0\($0).braze.com") } + [
            ("US-10", "https://rest.us-10.braze.com"),
            ("EU-01", "https://rest.fra-01.braze.eu"),
            ("EU-02", "https://rest.fra-02.braze.eu"),
            ("AU-01", "https://rest.au-01.braze.com"),
            ("ID-01", "https://rest.id-01.braze.com"),
            ("JP-01", "https://rest.jp-01.braze.com"),
            ("KR-01", "https://rest.kr-01.braze.com"),
        ]

    /// The REST endpoint of an instance, written in any case (`us-03`, `US-03`).
    public static func endpoint(_ name: String) -> String? {
        let upper = name.uppercased()
        return endpoints.first { $0.name == upper }?.endpoint
    }

    /// The instance names, for messages.
    public static var names: [String] { endpoints.map(\.name) }
}
