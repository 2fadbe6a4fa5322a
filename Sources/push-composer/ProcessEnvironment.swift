import CProcessControl

/// The process's environment as a dictionary, read straight from `environ`: Foundation's
/// `ProcessInfo.environment` cost a twelfth of the composer's launch.
enum ProcessEnvironment {
    /// Every `NAME=value` pair; a name given twice keeps its first value, as `getenv` does.
    static func current() -> [String: String] {
        var out: [String: String] = [:]
        guard var entry = pc_environment() else { return out }
        while let pointer = entry.pointee {
            let item = String(cString: pointer)
            if let equals = item.utf8.firstIndex(of: UInt8(ascii: "=")) {
                let name = String(item[..<equals])
                if out[name] == nil { out[name] = String(item[item.index(after: equals)...]) }
            }
            entry += 1
        }
        return out
    }
}
