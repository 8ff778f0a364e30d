import Foundation

/// A validated message from the element.
enum BridgeMessage: Equatable {
    case appIsReady
    case pairUser(userId: String)
    case exit(to: String)
    case goBack
    case sessionExpired
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

    /// One line of the on-screen log: the envelope as JSON.
    static func logLine(_ body: Any) -> String {
        guard JSONSerialization.isValidJSONObject(body),
              let data = try? JSONSerialization.data(withJSONObject: body, options: [.sortedKeys]) else { return "" }
        return String(data: data, encoding: .utf8) ?? ""
    }
}
