import Foundation

/// Why an origin is on the allow-list (`AllowedOrigins`); the roles are the same on Android and in React Native.
enum OriginKind: CaseIterable {
    /// The page with `<bank-onboarding>`: the only origin the bridge listens to.
    case element
    /// The bank's API (the element's `api-base` and `security-base`); it also serves the terms documents.
    case api
    /// The identity-recognition provider: the wizard hands the user to its page in the same window; camera and microphone.
    case recognition
    /// The bot-protection challenge (the element's `bot-protection-script-url`): its frames.
    case challenge
    /// Where contracts and other documents are served.
    case documents
}

/// One allow-list entry: an origin, exactly `scheme://host[:port]` (http or https, no path), and its role.
struct AllowedOrigin {
    let kind: OriginKind
    let origin: String

    init(_ kind: OriginKind, _ origin: String) {
        precondition(OriginPolicy.origin(of: origin) == origin, "not an origin in its normal form (scheme://host[:port]): \(origin)")
        self.kind = kind
        self.origin = origin
    }
}

/// What the onboarding screen lets each origin do (docs/native-hosts.md#the-origin-allow-list). Foundation only (no
/// WebKit types), so the rules can be tested without a web view.
struct OriginPolicy {
    let entries: [AllowedOrigin]

    private func kinds(of origin: String?) -> Set<OriginKind> {
        guard let origin else { return [] }
        return Set(entries.filter { $0.origin == origin }.map(\.kind))
    }

    /// A main-frame navigation or a frame to this address stays in the web view; anything else does not.
    func staysInWebView(_ url: URL) -> Bool { !kinds(of: Self.origin(of: url.absoluteString)).isEmpty }

    /// The element's page: the bridge may listen to this origin (the page's own, main frame only).
    func isElement(_ url: URL) -> Bool { kinds(of: Self.origin(of: url.absoluteString)).contains(.element) }

    /// getUserMedia's video: the recognition provider only.
    func mayUseCamera(_ origin: String?) -> Bool { kinds(of: origin).contains(.recognition) }

    /// getUserMedia's audio: the recognition provider only (a video identification may talk to an operator).
    func mayUseMicrophone(_ origin: String?) -> Bool { kinds(of: origin).contains(.recognition) }

    /// `scheme://host[:port]` of an http(s) address, the way browsers compare origins: scheme and host in lower case,
    /// the scheme's default port left out; nil for anything else (`tel:`, `about:blank`, an address with a user).
    static func origin(of url: String) -> String? {
        guard let parts = URLComponents(string: url.trimmingCharacters(in: .whitespaces)),
              parts.user == nil, parts.password == nil else { return nil }
        return origin(scheme: parts.scheme, host: parts.host, port: parts.port)
    }

    /// The same from the parts WebKit gives (`WKSecurityOrigin`: `protocol`, `host`, `port`, 0 for the default).
    static func origin(scheme: String?, host: String?, port: Int?) -> String? {
        guard let scheme = scheme?.lowercased(), scheme == "https" || scheme == "http",
              let host = host?.lowercased(), !host.isEmpty else { return nil }
        let defaultPort = scheme == "https" ? 443 : 80
        let portPart = port.map { $0 == 0 || $0 == defaultPort ? "" : ":\($0)" } ?? ""
        return "\(scheme)://\(host)\(portPart)"
    }

    /// The policy of one onboarding screen: the configured entries and, on the demo host (debug builds only), the
    /// page's own origin in every role, since the demo host serves the element, the API, the recognition provider's
    /// stand-in, the challenge script and the documents from one origin.
    static func forPage(_ page: URL, configured: [AllowedOrigin], demoHost: Bool) -> OriginPolicy {
        guard demoHost, let origin = origin(of: page.absoluteString) else { return OriginPolicy(entries: configured) }
        return OriginPolicy(entries: configured + OriginKind.allCases.map { AllowedOrigin($0, origin) })
    }
}
