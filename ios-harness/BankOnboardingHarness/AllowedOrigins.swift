import Foundation

/// The origin allow-list of the onboarding screen: the one place an app team edits
/// (docs/native-hosts.md#the-origin-allow-list). One entry per origin and role, written as `https://host[:port]`
/// (no path, no trailing slash). What each role may do is fixed in `OriginPolicy`:
///
/// - every origin listed here may be shown in the web view (main-frame navigations and frames stay in the app);
///   a main-frame navigation anywhere else opens in Safari's view, a frame from anywhere else is not loaded;
/// - only `.recognition` origins are granted the camera and the microphone;
/// - the bridge listens to the page's own origin only (main frame), which must be an `.element` origin.
///
/// In debug builds the page's own origin (the demo host, `http://localhost:5173` from the simulator) is added in
/// every role: the demo host serves the element, the API, the recognition provider's stand-in, the challenge script
/// and the documents from one origin (docs/sandbox.md).
///
/// The values below are placeholders of the same shape as a bank's: replace them with the bank's element page, its
/// API, the recognition provider's and challenge provider's origins (ask each provider which origins its pages and
/// frames use) and the host of its documents. The Android harness (AllowedOrigins.kt) and the React Native example
/// (examples/react-native/src/allowedOrigins.ts) list the same entries; test/native/native-hosts.test.ts fails
/// when one of them lists an origin or a role the others do not.
enum AllowedOrigins {
    static let production: [AllowedOrigin] = [
        AllowedOrigin(.element, "https://onboarding.example.it"),
        AllowedOrigin(.api, "https://api.example.it"),
        AllowedOrigin(.recognition, "https://recognition.example.it"),
        AllowedOrigin(.challenge, "https://www.google.com"),
        AllowedOrigin(.documents, "https://documents.example.it"),
    ]
}
