package it.bankonboarding.harness

/**
 * The origin allow-list of the onboarding screen: the one place an app team edits
 * (docs/native-hosts.md#the-origin-allow-list). One entry per origin and role, written as `https://host[:port]`
 * (no path, no trailing slash). What each role may do is fixed in [OriginPolicy]:
 *
 * - every origin listed here may be shown in the WebView (main-frame navigations and frames stay in the app);
 *   anything else opens in the system browser;
 * - only [OriginKind.RECOGNITION] origins are granted the camera and the microphone;
 * - the bridge is injected into the page's own origin only, which must be an [OriginKind.ELEMENT] origin.
 *
 * In debug builds the page's own origin (the demo host, `http://localhost:5173` through `adb reverse`) is added
 * in every role: the demo host serves the element, the API, the recognition provider's stand-in, the challenge
 * script and the documents from one origin (docs/sandbox.md).
 *
 * The values below are placeholders of the same shape as a bank's: replace them with the bank's element page, its
 * API, the recognition provider's and challenge provider's origins (ask each provider which origins its pages and
 * frames use) and the host of its documents. The iOS harness (AllowedOrigins.swift) and the React Native example
 * (examples/react-native/src/allowedOrigins.ts) list the same entries; test/native/native-hosts.test.ts fails
 * when one of them lists an origin or a role the others do not.
 */
object AllowedOrigins {
    val PRODUCTION: List<AllowedOrigin> = listOf(
        AllowedOrigin(OriginKind.ELEMENT, "https://onboarding.example.it"),
        AllowedOrigin(OriginKind.API, "https://api.example.it"),
        AllowedOrigin(OriginKind.RECOGNITION, "https://recognition.example.it"),
        AllowedOrigin(OriginKind.CHALLENGE, "https://www.google.com"),
        AllowedOrigin(OriginKind.DOCUMENTS, "https://documents.example.it")
    )
}
