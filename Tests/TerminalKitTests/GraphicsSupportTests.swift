import TerminalKit
import Testing

/// Reading what a terminal answered about pictures in pixels.
@Suite struct GraphicsSupportTests {
    func read(_ text: String) -> GraphicsSupport { GraphicsSupport.read(Array(text.utf8)) }

    @Test func answersNameTheProtocols() {
        #expect(read("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;c") == GraphicsSupport(protocols: [.kitty], isComplete: true))
        #expect(read("\u{1B}[?63;1;2;4;6;9;15;22c") == GraphicsSupport(protocols: [.sixel], isComplete: true))
        #expect(read("\u{1B}P>|iTerm2 3.5.0\u{1B}\\\u{1B}[?62;4c") == GraphicsSupport(protocols: [.iterm2, .sixel], isComplete: true))
        #expect(read("\u{1B}[?1;2c") == GraphicsSupport(protocols: [], isComplete: true))
        // kitty's error answer is no support.
        #expect(read("\u{1B}_Gi=31;EINVAL:bad\u{1B}\\\u{1B}[?62c").protocols.isEmpty)
    }

    @Test func aPartAnswerIsNotComplete() {
        #expect(!read("\u{1B}_Gi=31;O").isComplete)
        #expect(!read("\u{1B}[?62;4").isComplete)
        #expect(!read("").isComplete)
        // Any bytes at all: never a crash.
        for n in 0..<256 { _ = GraphicsSupport.read([0x1B, UInt8(n), 0x1B, 0x5B, 0x3F, UInt8(n)]) }
    }
}
