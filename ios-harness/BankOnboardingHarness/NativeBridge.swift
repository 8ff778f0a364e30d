import Foundation

/// A validated message from the element.
enum BridgeMessage: Equatable {
    case appIsReady
    case pairUser(userId: String)
    case exit(to: String)
    case goBack
    case sessionExpired
    case sessionRefreshed
}

/// The session the app holds and hands to the element: never logged, never put in a URL.
struct SessionTokens: Equatable, CustomStringConvertible {
    let accessToken: String
    let refreshToken: String
    var description: String { "SessionTokens(…)" }
}

/// Parses what WKWebView hands over (the envelope as a dictionary) into a `BridgeMessage`, or nil when it is not
/// exactly one of the protocol's envelopes. Data only: nothing in it is evaluated, loaded or called.
enum NativeBridge {
    private static let envelopeKeys: Set<String> = ["v", "source", "type", "payload"]

    static func parse(_ body: Any) -> BridgeMessage? {
        guard let envelope = body as? [String: Any], Set(envelope.keys) == envelopeKeys,
              (envelope["v"] as? NSNumber)?.intValue == BridgeProtocol.version,
              envelope["source"] as? String == BridgeProtocol.source,
              let type = envelope["type"] as? String,
              let payload = envelope["payload"] as? [String: Any]
        else { return nil }

        switch type {
        case BridgeProtocol.appIsReady:
            return payload.isEmpty ? .appIsReady : nil
        case BridgeProtocol.pairUser:
            guard payload.count == 1, let userId = payload["userId"] as? String,
                  (1...BridgeProtocol.maxUserIdLength).contains(userId.count) else { return nil }
            return .pairUser(userId: userId)
        case BridgeProtocol.exit:
            guard payload.count == 1, let to = payload["to"] as? String,
                  BridgeProtocol.exitDestinations.contains(to) else { return nil }
            return .exit(to: to)
        case BridgeProtocol.goBack:
            return payload.isEmpty ? .goBack : nil
        case BridgeProtocol.sessionExpired:
            return payload.isEmpty ? .sessionExpired : nil
        case BridgeProtocol.sessionRefreshed:
            return payload.isEmpty ? .sessionRefreshed : nil
        default:
            return nil
        }
    }

    /// The script that hands an inbound message to the element: a constant JSON text passed as a JS string literal.
    static func inboundScript(type: String) -> String {
        let message = "{\"type\":\"\(type)\"}"
        let quoted = String(data: try! JSONEncoder().encode(message), encoding: .utf8)!
        let hook = "window.\(BridgeProtocol.inboundHook)"
        return "\(hook) && \(hook).receive(\(quoted))"
    }

    /// The script that hands the app's session to the element: the inbound `session` message, serialised as JSON
    /// and passed as a JS string literal (the tokens are data, never script).
    static func sessionScript(_ session: SessionTokens) -> String {
        let message: [String: Any] = [
            "type": BridgeProtocol.session,
            "payload": ["accessToken": session.accessToken, "refreshToken": session.refreshToken],
        ]
        let json = String(data: try! JSONSerialization.data(withJSONObject: message), encoding: .utf8)!
        let quoted = String(data: try! JSONEncoder().encode(json), encoding: .utf8)!
        let hook = "window.\(BridgeProtocol.inboundHook)"
        return "\(hook) && \(hook).receive(\(quoted))"
    }

    /// The script whose value is the element's current session (an object, or null): run after `sessionRefreshed`.
    static let getSessionScript =
        "(function () { var el = document.querySelector('\(BridgeProtocol.tagName)'); " +
        "return el && typeof el.\(BridgeProtocol.getSession) === 'function' ? el.\(BridgeProtocol.getSession)() : null; })()"

    /// Reads what evaluateJavaScript returns for `getSessionScript` (a dictionary, or nil/NSNull without a session).
    static func parseSession(_ result: Any?) -> SessionTokens? {
        guard let object = result as? [String: Any], object.count == 2,
              let accessToken = object["accessToken"] as? String, !accessToken.isEmpty,
              let refreshToken = object["refreshToken"] as? String, !refreshToken.isEmpty
        else { return nil }
        return SessionTokens(accessToken: accessToken, refreshToken: refreshToken)
    }

    /// One line of the on-screen log: the envelope as JSON.
    static func logLine(_ body: Any) -> String {
        guard JSONSerialization.isValidJSONObject(body),
              let data = try? JSONSerialization.data(withJSONObject: body, options: [.sortedKeys]) else { return "" }
        return String(data: data, encoding: .utf8) ?? ""
    }
}
