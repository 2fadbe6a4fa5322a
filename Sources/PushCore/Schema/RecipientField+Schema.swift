extension RecipientField {
    /// The field's shape and description in a recipient object.
    public var schema: FieldSchema {
        switch self {
        case .externalUserID: FieldSchema(rawValue, .text(), "The user's external id (one way of naming the user).")
        case .userAlias: FieldSchema(rawValue, .anyObject, "The user's alias: alias_name and alias_label.")
        case .brazeID: FieldSchema(rawValue, .text(), "The user's Braze id.")
        case .email: FieldSchema(rawValue, .text(), "The user's email address.")
        case .prioritization: FieldSchema(rawValue, .list(.text()), "Which user wins when an email names several.")
        case .triggerProperties: FieldSchema(rawValue, .anyObject, "This user's values for {{api_trigger_properties.${name}}}.")
        case .canvasEntryProperties: FieldSchema(rawValue, .anyObject, "This user's values for {{canvas_entry_properties.${name}}}.")
        case .context: FieldSchema(rawValue, .anyObject, "This user's values for {{context.${name}}}.")
        case .sendToExistingOnly: FieldSchema(rawValue, .boolean, "false creates the user when none has the id.")
        case .attributes: FieldSchema(rawValue, .anyObject, "Attributes set on the user before the send.")
        }
    }
}
