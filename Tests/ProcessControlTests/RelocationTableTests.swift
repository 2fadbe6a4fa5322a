import CProcessControl
import Foundation
import Testing

@Suite struct RelocationTableTests {
    /// Whether the page at `address` is mapped in this process, read from /proc/self/pagemap
    /// (bit 63 of its entry; the frame number is hidden without privileges, the bit is not).
    static func isResident(_ address: UInt) throws -> Bool {
        let handle = try #require(FileHandle(forReadingAtPath: "/proc/self/pagemap"))
        defer { try? handle.close() }
        try handle.seek(toOffset: UInt64(address / UInt(sysconf(Int32(_SC_PAGESIZE)))) * 8)
        let bytes = try #require(try handle.read(upToCount: 8))
        let entry = bytes.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
        return entry >> 63 == 1
    }

    @Test func theTableIsFoundAndItsPagesHandedBack() throws {
        var first: UInt = 0, end: UInt = 0
        // The test program is a position-independent executable: it has a table, pages long.
        #expect(pc_relocation_table_pages(&first, &end) == 0)
        #expect(end > first)
        let pages = stride(from: first, to: end, by: Int(sysconf(Int32(_SC_PAGESIZE))))
        // The loader read the table before `main`: its pages are mapped until handed back.
        #expect(try pages.contains { try Self.isResident($0) })
        #expect(pc_release_relocation_table() == Int(end - first))
        #expect(try pages.allSatisfy { try !Self.isResident($0) })
        // Nothing reads it again: the program goes on, and a second release changes nothing.
        #expect(pc_release_relocation_table() == Int(end - first))
        #expect(try pages.allSatisfy { try !Self.isResident($0) })
    }
}
