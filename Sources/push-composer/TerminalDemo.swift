/// Placeholder while the demo is built.
@MainActor
enum TerminalDemo {
    static func main(arguments: [String]) {}
    static func refuse(arguments: [String]) {}
}
