import Foundation

/// The names of the element's bridge protocol (bridge/bridge-protocol.schema.json, generated from the element's
/// zod schemas). bridge/schema.test.ts in the web repository checks these values against the schema.
enum BridgeProtocol {
    static let version = 1
    static let source = "bank-onboarding"

    /// `window.webkit.messageHandlers.bankOnboarding`: the handler the element posts to.
    static let iosHandlerName = "bankOnboarding"

    /// `window.bankOnboarding.receive(message)`: the element's inbound hook.
    static let inboundHook = "bankOnboarding"

    static let appIsReady = "appIsReady"
    static let pairUser = "pairUser"
    static let exit = "exit"
    static let goBack = "goBack"
    static let sessionExpired = "sessionExpired"
    static let sessionRefreshed = "sessionRefreshed"

    static let outboundTypes: Set<String> = [appIsReady, pairUser, exit, goBack, sessionExpired, sessionRefreshed]

    /// Inbound: the app's back action.
    static let back = "back"

    /// Inbound: the session the app holds, `{ accessToken, refreshToken }` (never put in the page's address).
    static let session = "session"

    /// The element's method that returns the current `{ accessToken, refreshToken }` (after `sessionRefreshed`).
    static let getSession = "getSession"

    /// The element's tag, to find it for `getSession`.
    static let tagName = "bank-onboarding"

    static let exitDestinations: Set<String> = ["splash", "home", "settings"]
    static let maxUserIdLength = 128
}
