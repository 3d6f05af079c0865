import Foundation

/// The names a server certificate must carry so a phone can open PhysioPoint by any of them: the
/// machine's host name, `<host>.local` (what mDNS answers on a home network), `localhost`, and every
/// address the server listens on.
public struct CertificateNames: Sendable, Equatable, Hashable {
    /// Lower-case DNS names, sorted, without duplicates.
    public let dnsNames: [String]
    /// IP addresses as text (`192.168.1.20`, `fd00::5`), sorted, without duplicates.
    public let ipAddresses: [String]

    public init(dnsNames: [String], ipAddresses: [String]) {
        self.dnsNames = Array(Set(dnsNames.map { $0.lowercased() }.filter(Self.isDNSName))).sorted()
        self.ipAddresses = Array(Set(ipAddresses.compactMap(Self.normalizedAddress))).sorted()
    }

    /// The names for a server on a machine called `hostName` that listens on `addresses` (for a
    /// wildcard listen address, the caller passes every interface address; `otherNames` are host
    /// names given to listen on). Link-local IPv6
    /// addresses are left out: a browser can't open a URL that needs a zone.
    public static func forServer(hostName: String?, addresses: [String], otherNames: [String] = []) -> CertificateNames
    {
        var dns = ["localhost"] + otherNames
        if let hostName = hostName?.lowercased(), isDNSName(hostName), hostName != "localhost" {
            dns.append(hostName)
            // `kitchen-pc.home.arpa` is also reached as `kitchen-pc` (search domain) and `kitchen-pc.local` (mDNS).
            let firstLabel = hostName.split(separator: ".").first.map(String.init) ?? hostName
            dns += [firstLabel, firstLabel + ".local"]
        }
        return CertificateNames(dnsNames: dns, ipAddresses: addresses)
    }

    /// Every name, DNS names first.
    public var all: [String] { dnsNames + ipAddresses }

    /// Letters, digits and hyphens in dot-separated labels of 1…63 characters (RFC 1123).
    static func isDNSName(_ name: String) -> Bool {
        guard !name.isEmpty, name.utf8.count <= 253 else { return false }
        let labels = name.split(separator: ".", omittingEmptySubsequences: false)
        return labels.allSatisfy { label in
            (1...63).contains(label.utf8.count) && !label.hasPrefix("-") && !label.hasSuffix("-")
                && label.unicodeScalars.allSatisfy {
                    $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "-")
                }
        }
    }

    /// An address without its zone (`%eth0`), lower case; nil for link-local IPv6 or non-addresses.
    static func normalizedAddress(_ text: String) -> String? {
        let address = String(text.split(separator: "%", maxSplits: 1).first ?? "").lowercased()
        if address.contains(":") {
            guard address.allSatisfy({ $0.isHexDigit || $0 == ":" || $0 == "." }), !address.hasPrefix("fe80:") else {
                return nil
            }
            return address
        }
        let parts = address.split(separator: ".", omittingEmptySubsequences: false)
        // Decimal octets without leading zeros (some parsers read `010` as octal).
        guard parts.count == 4,
            parts.allSatisfy({ part in Int(part).map { (0...255).contains($0) && String($0) == part } ?? false })
        else { return nil }
        return address
    }
}
