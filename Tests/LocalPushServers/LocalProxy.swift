import Foundation
import NIOCore
import NIOPosix

/// A real HTTP proxy, tinyproxy from the system's packages, on 127.0.0.1 with a port of its own:
/// what a company proxy is to the senders. It opens `CONNECT` tunnels to the ports `allowed`
/// (every port when nil), asks for `credentials` when given (407 without them), and logs every
/// request, so a test can tell what went through it.
public final class LocalProxy: @unchecked Sendable {
    /// The port it listens on.
    public let port: Int
    private let process: Process
    private let folder: String

    private init(port: Int, process: Process, folder: String) {
        self.port = port
        self.process = process
        self.folder = folder
    }

    /// The proxy's address as the variables write it, with `user:password@` when given.
    public func url(user: String? = nil, password: String? = nil) -> String {
        let credentials = user.map { "\($0)" + (password.map { ":\($0)" } ?? "") + "@" } ?? ""
        return "http://\(credentials)127.0.0.1:\(port)"
    }

    /// The `CONNECT` targets the proxy was asked for so far (`127.0.0.1:8443`), in order.
    public var tunnels: [String] {
        let log = (try? String(contentsOfFile: folder + "/proxy.log", encoding: .utf8)) ?? ""
        return log.split(separator: "\n").compactMap { line in
            guard let range = line.range(of: "CONNECT ", options: .backwards), line.contains("Request") else { return nil }
            return line[range.upperBound...].split(separator: " ").first.map(String.init)
        }
    }

    /// Starts tinyproxy in `folder` and waits (at most 20 s) until it accepts connections.
    public static func start(in folder: String, allowedPorts: [Int]? = nil, credentials: (user: String, password: String)? = nil) async throws -> LocalProxy {
        guard let binary = ["/usr/bin/tinyproxy", "/usr/sbin/tinyproxy"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw LocalServerError("tinyproxy is not installed (apt-get install tinyproxy)")
        }
        // A port taken by something else between choosing and binding: tinyproxy exits; try another.
        for _ in 0..<5 {
            let port = try await freePort()
            var config = """
                Port \(port)
                Listen 127.0.0.1
                Timeout 30
                Allow 127.0.0.1
                MaxClients 50
                LogFile "\(folder)/proxy.log"
                LogLevel Connect
                PidFile "\(folder)/proxy.pid"

                """
            for allowed in allowedPorts ?? [] { config += "ConnectPort \(allowed)\n" }
            if let credentials { config += "BasicAuth \(credentials.user) \(credentials.password)\n" }
            try config.write(toFile: folder + "/proxy.conf", atomically: true, encoding: .utf8)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = ["-d", "-c", folder + "/proxy.conf"]
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            do { try process.run() } catch { throw LocalServerError("cannot run tinyproxy: \(error)") }
            let proxy = LocalProxy(port: port, process: process, folder: folder)
            let deadline = ContinuousClock.now + .seconds(20)
            while process.isRunning, ContinuousClock.now < deadline {
                if await accepts(port) { return proxy }
                try await Task.sleep(for: .milliseconds(20))
            }
            proxy.stop()
        }
        throw LocalServerError("tinyproxy did not start listening")
    }

    /// Stops the proxy and waits for it to exit (SIGKILL: tinyproxy in the foreground waits for
    /// its next connection before it acts on SIGTERM).
    public func stop() {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    private static func freePort() async throws -> Int {
        let channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton).bind(host: "127.0.0.1", port: 0).get()
        let port = channel.localAddress?.port ?? 0
        try await channel.close()
        return port
    }

    private static func accepts(_ port: Int) async -> Bool {
        guard let channel = try? await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connectTimeout(.seconds(1)).connect(host: "127.0.0.1", port: port).get() else { return false }
        try? await channel.close()
        return true
    }
}
