import Testing
@testable import TerminalKit

@Suite @MainActor struct MemoryBackendTests {
    @Test func eventsInFramesOut() {
        let backend = MemoryBackend(size: Size(width: 10, height: 2), events: Event.typing("hi") + [.resize(Size(width: 6, height: 1))])
        var field = TextField()
        field.isFocused = true
        while let event = backend.nextEvent(timeoutMilliseconds: 0) {
            _ = field.handle(event)
            var screen = Buffer(size: backend.size)
            field.render(in: screen.area, buffer: &screen)
            backend.draw(Frame(buffer: screen, cursor: field.cursor))
        }
        #expect(backend.frames.count == 3)
        #expect(backend.size == Size(width: 6, height: 1))
        #expect(backend.lastFrame?.buffer.lines == ["hi    "])
        #expect(backend.lastFrame?.cursor == Point(x: 2, y: 0))
        #expect(backend.writtenCellCounts == [20, 1, 6])  // full, one new letter, full after resize
    }
}
