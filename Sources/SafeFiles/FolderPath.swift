import Glibc

/// Making the folders a file is written into.
public enum FolderPath {
    /// Creates `path` and any missing parents with mode 0700 (existing ones are left as they are),
    /// as `mkdir -p` would; a relative path starts from the working folder.
    public static func create(_ path: String) throws(StorageError) {
        var built = path.utf8.first == UInt8(ascii: "/") ? "" : "."
        for component in path.split(separator: "/") {
            built += "/" + component
            if mkdir(built, 0o700) != 0 && errno != EEXIST {
                throw StorageError.from(errno: errno, path: built, action: "create the folder")
            }
        }
    }
}
