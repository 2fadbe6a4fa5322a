import TextFormats

/// The byte budget of spec §5: Braze bytes against 1912 and, for each route the push can take,
/// the bytes APNs receives against 4096, field by field.
public struct ByteBudget: Sendable, Equatable {
    /// Braze's limit for the payload without its campaign key.
    public static let brazeLimit = 1912
    /// APNs' limit for a whole alert or background payload.
    public static let apnsLimit = 4096
    /// What Braze keeps for `ab.c`, its campaign tracking key (2048 − 1912).
    public static let campaignKeyReserve = 136

    /// UTF-8 bytes of the compact device payload without `ab.c`: what Braze's 1912 applies to.
    public var brazeBytes: Int
    /// UTF-8 bytes of the compact device payload as a direct send carries it, `ab.c` and any
    /// Liquid as written.
    public var directBytes: Int
    /// The routes the push can take, the usual one first: a device payload goes straight to
    /// APNs; a push or a Braze request goes through Braze, or direct as compiled.
    public private(set) var routes: [DeliveryRoute]
    /// The bytes APNs receives by the usual route (the first of `routes`).
    public var apnsBytes: Int { apnsBytes(routes[0]) }
    /// The bytes APNs receives by a route: through Braze, the payload with `ab.c` at the size
    /// Braze keeps for it; direct, the payload as compiled. The one place either is worked out.
    public func apnsBytes(_ route: DeliveryRoute) -> Int {
        switch route {
        case .braze: brazeBytes + Self.campaignKeyReserve
        case .direct: directBytes
        }
    }
    /// Whether a route's APNs figure is a lower bound: through Braze, Liquid expands per user; a
    /// direct send carries the template's text as it is.
    public func isLowerBound(_ route: DeliveryRoute) -> Bool { isLowerBound && route == .braze }
    /// The route whose payload is the largest, and its bytes: what APNs' limit is checked against.
    public var largestRoute: (route: DeliveryRoute, bytes: Int) {
        routes.map { ($0, apnsBytes($0)) }.max { $0.1 < $1.1 }!
    }
    /// Each field's bytes, largest first.
    public var rows: [BudgetRow]
    /// Braces, `aps` and `ab` keys and other bytes no single field owns.
    public var structureBytes: Int
    /// True when Liquid in a string makes the figures a lower bound: they count only the text
    /// every rendering outputs (a template's top-level text), never the template's own size.
    public var isLowerBound: Bool

    /// The share of Braze's limit used, from 0 up.
    public var brazeFraction: Double { Double(brazeBytes) / Double(Self.brazeLimit) }

    /// Measures a push's device payload, as compiled (`ab.c` null), for both routes.
    public init(push: ApplePush) {
        self.init(payload: DevicePayload.build(push), routes: [.braze, .direct])
    }

    /// Measures a device payload as given, which a direct send carries as it is; for Braze's
    /// figure `ab.c` is set aside, and `ab` with it when it held only that.
    /// Strings with Liquid count as the text every rendering of them outputs.
    public init(payload given: JSONObject, routes: [DeliveryRoute] = [.direct]) {
        precondition(!routes.isEmpty, "a budget counts at least one route")
        // A direct send renders no Liquid: it carries the template's text, byte for byte.
        self.directBytes = JSONWriter.compactCount(.object(given))
        self.routes = routes
        let templated = Liquid.appears(in: .object(given))
        var payload = templated ? (Liquid.guaranteed(.object(given)).objectValue ?? given) : given
        if var ab = payload["ab"]?.objectValue, ab.member("c") != nil {
            ab["c"] = nil
            payload["ab"] = ab.isEmpty ? nil : .object(ab)
        }
        // The total is summed from the same counts as the rows: the payload is walked once.
        var rows: [BudgetRow] = []
        var total = Self.braces
        for (i, member) in payload.members.enumerated() {
            let comma = i == 0 ? 0 : 1
            switch (member.key, member.value.value) {
            case (DevicePayload.apsKey, .object(let aps)):
                var apsBytes = Self.braces
                for (j, apsMember) in aps.members.enumerated() {
                    let apsComma = j == 0 ? 0 : 1
                    if apsMember.key == "alert", case .object(let alert) = apsMember.value.value {
                        apsBytes += JSONWriter.quotedCount(apsMember.key) + 1 + Self.objectRows(alert, prefix: "aps.alert.", into: &rows) + apsComma
                    } else {
                        let row = Self.row(apsMember, prefix: "aps.", comma: apsComma)
                        rows.append(row)
                        apsBytes += row.bytes
                    }
                }
                total += JSONWriter.quotedCount(member.key) + 1 + apsBytes + comma
            case ("ab", .object(let ab)):
                total += JSONWriter.quotedCount(member.key) + 1 + Self.objectRows(ab, prefix: "ab.", into: &rows) + comma
            default:
                let row = Self.row(member, prefix: "", comma: comma)
                rows.append(row)
                total += row.bytes
            }
        }
        self.brazeBytes = total
        self.structureBytes = total - rows.reduce(0) { $0 + $1.bytes }
        // Largest first, ties in payload order: an insertion sort in place, as rows are few.
        for i in rows.indices.dropFirst() {
            let row = rows[i]
            var j = i
            while j > 0, rows[j - 1].bytes < row.bytes {
                rows[j] = rows[j - 1]
                j -= 1
            }
            rows[j] = row
        }
        self.rows = rows
        self.isLowerBound = templated
    }

    /// An object's braces; the commas between its members are counted with them.
    private static let braces = 2

    /// A row per member of `object` (`aps.alert`, `ab`), each named under `prefix`; returns the
    /// object's bytes, its braces and commas included.
    private static func objectRows(_ object: JSONObject, prefix: String, into rows: inout [BudgetRow]) -> Int {
        var bytes = braces
        for (index, member) in object.members.enumerated() {
            let row = row(member, prefix: prefix, comma: index == 0 ? 0 : 1)
            rows.append(row)
            bytes += row.bytes
        }
        return bytes
    }

    private static func row(_ member: JSONMember, prefix: String, comma: Int) -> BudgetRow {
        let deviceKey = prefix + member.key
        let bytes = JSONWriter.quotedCount(member.key) + 1 + JSONWriter.compactCount(member.value.value) + comma
        return BudgetRow(field: fieldName(forDeviceKey: deviceKey), deviceKey: deviceKey, bytes: bytes)
    }

    /// The `apple_push` field that a device key (`aps.thread-id`, `aps.alert.title-loc-key`) comes from.
    public static func fieldName(forDeviceKey key: String) -> String {
        if let name = fieldNames[key] { return name }
        if key.hasPrefix("aps.") || key.hasPrefix("ab.") { return key }
        return PushField.extra.key + "." + key
    }

    /// Device keys to field names, from the device mapping: every row of every budget is named
    /// on every keystroke, so the table is built once.
    private static let fieldNames: [String: String] = {
        var names: [String: String] = [:]
        for (field, path) in DeviceMapping.paths.reversed() {
            // A row for a parent object (ab.att) is named after the first field inside it.
            for length in 1...path.count { names[path.prefix(length).joined(separator: ".")] = field.key }
        }
        for field in AlertField.allCases { names["aps.alert." + field.deviceKey] = PushField.alert.key + "." + field.rawValue }
        // The containers themselves are no field's.
        names[DevicePayload.apsKey] = nil
        names["ab"] = nil
        return names
    }()
}
