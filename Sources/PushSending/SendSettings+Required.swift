extension SendSettings {
    /// The [apns] settings a send needs, or why they cannot be used.
    public func requiredAPNs(configFile: String) throws(SendRefusal) -> APNsSettings {
        if let problem = apnsProblems.first { throw SendRefusal(.setup, problem, more: Array(apnsProblems.dropFirst())) }
        guard let apns else {
            throw SendRefusal(.setup, "no [apns] table in \(configFile): add one with key_file (the .p8 key's path), key_id and team_id")
        }
        return apns
    }

    /// The [braze] settings a send needs, or why they cannot be used.
    func requiredBraze(configFile: String) throws(SendRefusal) -> BrazeSettings {
        if let problem = brazeProblems.first { throw SendRefusal(.setup, problem, more: Array(brazeProblems.dropFirst())) }
        guard let braze else {
            throw SendRefusal(.setup, "no [braze] table in \(configFile): add instance (such as \"US-03\") and test_users")
        }
        return braze
    }
}
