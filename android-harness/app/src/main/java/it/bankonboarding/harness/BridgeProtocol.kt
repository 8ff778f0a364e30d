package it.bankonboarding.harness

/**
 * The names of the element's bridge protocol (bridge/bridge-protocol.schema.json, generated from the
 * element's zod schemas). bridge/schema.test.ts in the web repository checks these values against the
 * schema, so a renamed message fails the web build before it breaks the app.
 */
object BridgeProtocol {
    const val VERSION = 1
    const val SOURCE = "bank-onboarding"

    /** The object the element posts to: the web-message listener's name, or the JavaScript interface's. */
    const val ANDROID_INTERFACE_NAME = "BankOnboardingAndroid"

    /** `window.bankOnboarding.receive(message)`: the element's inbound hook. */
    const val INBOUND_HOOK = "bankOnboarding"

    const val APP_IS_READY = "appIsReady"
    const val PAIR_USER = "pairUser"
    const val EXIT = "exit"
    const val GO_BACK = "goBack"
    const val SESSION_EXPIRED = "sessionExpired"
    const val SESSION_REFRESHED = "sessionRefreshed"

    val OUTBOUND_TYPES = setOf(APP_IS_READY, PAIR_USER, EXIT, GO_BACK, SESSION_EXPIRED, SESSION_REFRESHED)

    /** Inbound: the hardware back button. */
    const val BACK = "back"

    /** Inbound: the session the app holds, `{ accessToken, refreshToken }` (never put in the page's address). */
    const val SESSION = "session"

    /** The element's method that returns the current `{ accessToken, refreshToken }` (after `sessionRefreshed`). */
    const val GET_SESSION = "getSession"

    /** The element's tag, to find it for [GET_SESSION]. */
    const val TAG_NAME = "bank-onboarding"

    val EXIT_DESTINATIONS = setOf("splash", "home", "settings")
    const val MAX_USER_ID_LENGTH = 128
    const val MAX_MESSAGE_LENGTH = 2048
}
