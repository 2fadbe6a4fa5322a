import Glibc

/// Which of standard input, output and error were closed when the program started.
///
/// A closed descriptor is the lowest free number: the next file, pipe or event descriptor that
/// anything opens (the concurrency runtime's threads open some) would take it, and writes meant
/// for standard output would land there. So a closed one is held on `/dev/null` from the start,
/// and reads and writes on it still fail as on a closed descriptor, with `EBADF`.
public enum StandardStreams {
    /// The descriptors among 0, 1 and 2 that were closed at start. Read it first thing in the
    /// program, before anything opens a descriptor.
    public static let closedAtStart: Set<Int32> = {
        var closed: Set<Int32> = []
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            // The lowest free descriptor is this one: the lower ones are open or already held.
            if open("/dev/null", O_RDWR) == descriptor { closed.insert(descriptor) }
        }
        return closed
    }()

    /// Whether `descriptor` is a standard stream that was closed at start.
    static func wasClosed(_ descriptor: Int32) -> Bool {
        descriptor <= STDERR_FILENO && closedAtStart.contains(descriptor)
    }
}
