import Foundation
import PushCore
import SafeFiles

/// A pulled message's `NAME.message.json` beside its push: the attributes Braze fills from the
/// message (`campaign.${name}`) that a request has no place for.
public enum MessageAttributesFile {
    /// The attributes the file beside `path` gives (none when there is no file), or the line
    /// naming the file and what is wrong with it.
    public static func load(beside path: String) -> (values: [String: [String: String]], problem: String?) {
        let file = MessageAttributes.path(beside: path)
        guard access(file, F_OK) == 0 else { return ([:], nil) }
        let bytes: [UInt8]
        do throws(FileReadError) {
            var reader = FileReader(limit: MessageAttributes.maxBytes)
            reader.hashesContent = false
            bytes = try reader.read(file).bytes
        } catch {
            return ([:], "\(file): \(error.message)")
        }
        do throws(MessageAttributes.Problem) {
            return (try MessageAttributes.read(bytes), nil)
        } catch {
            return ([:], "\(file): \(error.message)")
        }
    }
}
