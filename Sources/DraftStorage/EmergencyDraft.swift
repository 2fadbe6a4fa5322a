import Foundation
import Synchronization

/// The draft written when the composer is about to die: from a fatal signal's handler, where
/// only a few system calls are safe.
///
/// Every change of the draft publishes its bytes and its path, ready to go, in one block of
/// memory; the handler then only loads a pointer and calls `open`, `write`, `fsync`, `close` and
/// `rename`, all async-signal-safe. The draft lands where autosave puts it, so the next start
/// offers it as it offers any autosaved draft.
public enum EmergencyDraft {
    /// The address of the published block (0: nothing to write).
    private static let published = Atomic<Int>(0)
    /// The block published before it, freed only at the next publish: a handler on another
    /// thread may still be reading it.
    private static let retired = Atomic<Int>(0)
    /// Set by the handler: from then on nothing is freed.
    private static let dying = Atomic<Bool>(false)

    /// The block: four words (offsets of the path, the temporary path and the bytes, and the
    /// bytes' count), then the two paths, each ending in NUL, then the bytes.
    private static let headerSize = 4 * MemoryLayout<Int>.stride

    /// Makes `bytes` the draft to write to `path` if the process dies now.
    public static func publish(_ bytes: [UInt8], to path: String) {
        let target = Array(path.utf8) + [0]
        let temporary = Array((path + ".emergency").utf8) + [0]
        let size = headerSize + target.count + temporary.count + bytes.count
        let block = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: MemoryLayout<Int>.alignment)
        let targetOffset = headerSize
        let temporaryOffset = targetOffset + target.count
        let bytesOffset = temporaryOffset + temporary.count
        block.storeBytes(of: targetOffset, as: Int.self)
        block.storeBytes(of: temporaryOffset, toByteOffset: MemoryLayout<Int>.stride, as: Int.self)
        block.storeBytes(of: bytesOffset, toByteOffset: 2 * MemoryLayout<Int>.stride, as: Int.self)
        block.storeBytes(of: bytes.count, toByteOffset: 3 * MemoryLayout<Int>.stride, as: Int.self)
        target.withUnsafeBytes { (block + targetOffset).copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
        temporary.withUnsafeBytes { (block + temporaryOffset).copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
        bytes.withUnsafeBytes { if let base = $0.baseAddress { (block + bytesOffset).copyMemory(from: base, byteCount: $0.count) } }
        replace(with: Int(bitPattern: block))
    }

    /// Nothing to write: the draft is saved.
    public static func clear() {
        replace(with: 0)
    }

    private static func replace(with address: Int) {
        let previous = published.exchange(address, ordering: .acquiringAndReleasing)
        let older = retired.exchange(previous, ordering: .acquiringAndReleasing)
        if older != 0, !dying.load(ordering: .acquiring), let block = UnsafeMutableRawPointer(bitPattern: older) {
            block.deallocate()
        }
    }

    /// Writes the published draft now; safe to call from a signal handler (it allocates
    /// nothing and takes no lock). Returns 1 when the draft was written, 0 when there was
    /// nothing to write or it could not be written.
    public static let writeNow: @convention(c) () -> Int32 = {
        EmergencyDraft.dying.store(true, ordering: .sequentiallyConsistent)
        let address = EmergencyDraft.published.load(ordering: .acquiring)
        guard let block = UnsafeRawPointer(bitPattern: address) else { return 0 }
        let targetOffset = block.load(as: Int.self)
        let temporaryOffset = block.load(fromByteOffset: MemoryLayout<Int>.stride, as: Int.self)
        let bytesOffset = block.load(fromByteOffset: 2 * MemoryLayout<Int>.stride, as: Int.self)
        let count = block.load(fromByteOffset: 3 * MemoryLayout<Int>.stride, as: Int.self)
        let target = (block + targetOffset).assumingMemoryBound(to: CChar.self)
        let temporary = (block + temporaryOffset).assumingMemoryBound(to: CChar.self)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return 0 }
        var offset = 0
        while offset < count {
            let written = write(descriptor, block + bytesOffset + offset, count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                break
            }
            offset += written
        }
        let complete = offset == count && fsync(descriptor) == 0
        close(descriptor)
        if complete && rename(temporary, target) == 0 { return 1 }
        unlink(temporary)
        return 0
    }
}
