import A11yDocsSupport

/// Link and image destinations as a browser reads them. A browser strips control characters and
/// spaces around an address, drops tabs and newlines inside it, and matches the scheme without
/// regard to case, so `&#1;java&#9;Script:` still runs script: the scheme is judged the same way.
package enum SafeURL {
    /// Schemes that run script or reach local files when a reader follows the link.
    private static let blockedSchemes: Set<String> = ["javascript", "vbscript", "file", "data"]
    /// Image data that cannot carry script (SVG can), as cmark allows in its safe mode.
    private static let allowedData = ["data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp"]

    /// Whether following the destination would run script or open a local file.
    package static func isDangerous(_ url: String) -> Bool {
        let normalised = browserForm(url)
        guard let scheme = scheme(of: normalised), blockedSchemes.contains(scheme) else { return false }
        return !(scheme == "data" && allowedData.contains { normalised.hasPrefix($0) })
    }

    /// The address as a browser's URL parser first sees it, lowercased for matching.
    private static func browserForm(_ url: String) -> String {
        let scalars = url.unicodeScalars
        let isControlOrSpace: (Unicode.Scalar) -> Bool = { $0.value <= 0x20 }
        let trimmed = scalars.drop(while: isControlOrSpace).reversed().drop(while: isControlOrSpace).reversed()
        var result = String.UnicodeScalarView()
        for scalar in trimmed where scalar != "\t" && scalar != "\n" && scalar != "\r" {
            result.append(scalar)
        }
        return String(result).lowercased()
    }

    /// `javascript` for `javascript:…`; nil for a relative address.
    private static func scheme(of url: String) -> String? {
        guard let colon = url.firstIndex(of: ":"), let first = url.first, first.isASCII, first.isLetter else {
            return nil
        }
        let name = url[..<colon]
        let valid = name.allSatisfy {
            $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == ".")
        }
        return valid ? String(name) : nil
    }

    /// Bytes outside the characters an address may hold as written are percent-encoded, as cmark
    /// does: control characters, spaces, quotes, angle brackets and non-ASCII text.
    package static func percentEncoded(_ url: String) -> String {
        var result = ""
        result.reserveCapacity(url.utf8.count)
        for byte in url.utf8 {
            if isSafe(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result +=
                    "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 0xF, radix: 16, uppercase: true)
            }
        }
        return result
    }

    private static let safePunctuation = Set("-_.+!*'(),%#@?=;:/&$~".utf8)

    private static func isSafe(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || safePunctuation.contains(byte)
    }
}
