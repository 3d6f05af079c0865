import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The addresses a person types to reach the server, and the ones its certificate must name.
enum NetworkAddress {
    /// For a wildcard listen address, this machine's first non-loopback IPv4 address (what a phone
    /// on the same network uses); otherwise the host as given.
    static func displayHost(for host: String) -> String {
        guard isWildcard(host) else { return host.contains(":") ? "[\(host)]" : host }
        return firstLANAddress() ?? "127.0.0.1"
    }

    /// The host a phone types, without brackets (the connect page adds them for IPv6).
    static func publicHost(for host: String) -> String {
        isWildcard(host) ? (firstLANAddress() ?? "127.0.0.1") : host
    }

    static func isWildcard(_ host: String) -> Bool { host == "0.0.0.0" || host == "::" }

    /// Whether only this machine can reach `host` (browsers treat it as secure without TLS).
    static func isLoopback(_ host: String) -> Bool {
        host == "localhost" || host == "::1" || host.hasPrefix("127.")
    }

    /// The addresses a server listening on `host` answers on: every interface address for a
    /// wildcard (IPv6 ones only for `::`), else `host` itself when it is an address.
    static func listenAddresses(for host: String) -> [String] {
        switch host {
        case "0.0.0.0": return interfaceAddresses(includingIPv6: false)
        case "::": return interfaceAddresses(includingIPv6: true)
        default: return host.contains(":") || host.allSatisfy({ $0.isNumber || $0 == "." }) ? [host] : []
        }
    }

    /// `host` when it is a name rather than an address (it goes into the certificate too).
    static func listenName(for host: String) -> String? {
        isWildcard(host) || !listenAddresses(for: host).isEmpty ? nil : host
    }

    static func firstLANAddress() -> String? {
        interfaceAddresses(includingIPv6: false).first { !$0.hasPrefix("127.") }
    }

    /// This machine's host name.
    static func hostName() -> String? {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count) == 0 else { return nil }
        let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return name.isEmpty ? nil : name
    }

    static func interfaceAddresses(includingIPv6: Bool) -> [String] {
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0, let first = list else { return [] }
        defer { freeifaddrs(list) }
        var found: [String] = []
        for entry in sequence(first: first, next: { $0.pointee.ifa_next }) {
            guard let address = entry.pointee.ifa_addr else { continue }
            let family = Int32(address.pointee.sa_family)
            let length: Int
            switch family {
            case AF_INET: length = MemoryLayout<sockaddr_in>.size
            case AF_INET6 where includingIPv6: length = MemoryLayout<sockaddr_in6>.size
            default: continue
            }
            var buffer = [CChar](repeating: 0, count: Int(NI_MAXHOST))
            guard getnameinfo(address, socklen_t(length), &buffer, socklen_t(buffer.count), nil, 0, NI_NUMERICHOST) == 0
            else { continue }
            let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if !found.contains(text) { found.append(text) }
        }
        return found
    }
}
