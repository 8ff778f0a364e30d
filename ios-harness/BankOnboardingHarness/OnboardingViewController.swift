import AVFoundation
import SafariServices
import UIKit
import WebKit

/// One WKWebView with `<bank-onboarding>` (ios-harness/README.md). The element posts envelopes to the
/// `bankOnboarding` script-message handler; only the main frame of the page's origin is listened to, and the
/// body is parsed by `NativeBridge`, never evaluated. The navigation bar's "Indietro" sends the inbound `back`
/// (the wizard decides what back means); `exit`, `goBack` and `sessionExpired` close this screen with the reason.
/// A session the app holds is handed over with the inbound `session` message when the element says `appIsReady`,
/// never in the URL; after `sessionRefreshed` the app reads the new pair with the element's `getSession()`.
///
/// What other origins may do is the allow-list's (`AllowedOrigins`, rules in `OriginPolicy`): allow-listed
/// main-frame navigations and frames stay in the web view; another main-frame address opens in Safari's view and
/// another frame is not loaded; new windows (`target=_blank`) open in Safari's view; the camera and the microphone go
/// to the recognition provider only; the bridge listens only to the page's own origin, an element origin of the list.
final class OnboardingViewController: UIViewController {
    private let url: URL
    /// What each origin may do on this screen: `AllowedOrigins`, plus the demo host in every role in debug builds.
    private let policy: OriginPolicy
    /// The page's origin: the only origin whose main frame the bridge listens to.
    private let pageOrigin: String?
    private let onClose: (String) -> Void
    /// The session the app holds; kept current after each refresh. Never logged.
    private var session: SessionTokens?
    private var sessionHandedOver = false
    private var webView: WKWebView!
    private let pairedUser = UILabel()
    private let debugLog = UILabel()

    init(url: URL, session: SessionTokens? = nil, onClose: @escaping (String) -> Void) {
        self.url = url
        #if DEBUG
        policy = OriginPolicy.forPage(url, configured: AllowedOrigins.production, demoHost: true)
        #else
        policy = OriginPolicy.forPage(url, configured: AllowedOrigins.production, demoHost: false)
        #endif
        pageOrigin = OriginPolicy.origin(of: url.absoluteString)
        self.session = session
        self.onClose = onClose
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        // The system back would pop this screen whatever step the wizard is at: the wizard decides instead.
        navigationItem.hidesBackButton = true
        let back = UIBarButtonItem(title: "Indietro", style: .plain, target: self, action: #selector(sendBack))
        back.accessibilityIdentifier = "native-back"
        navigationItem.leftBarButtonItem = back

        let configuration = WKWebViewConfiguration()
        // Document photos: WebKit's own menu for an <input type=file accept="image/*"> offers the camera and the
        // photo library, and iOS asks for the camera (NSCameraUsageDescription) when a photo is about to be taken.
        // `capture` (the element's document photo) opens the camera at once, which is of no use once the camera was
        // refused: then this script drops `capture` on the tap, and the menu offers the library.
        configuration.userContentController.addUserScript(
            WKUserScript(source: Self.photoInputScript, injectionTime: .atDocumentStart, forMainFrameOnly: true))
        // The camera prompt makes the app inactive; when it is answered the page learns whether the camera is refused.
        NotificationCenter.default.addObserver(self, selector: #selector(updateCameraRefused), name: UIApplication.didBecomeActiveNotification, object: nil)
        // The camera preview plays inline, without a tap (set before the web view is created).
        configuration.allowsInlineMediaPlayback = true
        configuration.mediaTypesRequiringUserActionForPlayback = []
        // A weak proxy: the content controller retains its handlers, which would leak this controller.
        configuration.userContentController.add(WeakMessageHandler(self), name: BridgeProtocol.iosHandlerName)

        webView = WKWebView(frame: .zero, configuration: configuration)
        webView.navigationDelegate = self
        webView.uiDelegate = self
        #if DEBUG
        // Safari's Web Inspector and Appium's WEBVIEW context (iOS 16.4+ needs it explicitly).
        if #available(iOS 16.4, *) { webView.isInspectable = true }
        #endif

        pairedUser.accessibilityIdentifier = "paired-user"
        pairedUser.font = .preferredFont(forTextStyle: .footnote)
        debugLog.accessibilityIdentifier = "bridge-log"
        debugLog.font = .monospacedSystemFont(ofSize: 9, weight: .regular)
        debugLog.numberOfLines = 1
        #if !DEBUG
        debugLog.isHidden = true
        #endif

        let stack = UIStackView(arrangedSubviews: [webView, pairedUser, debugLog])
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        // The native side owns the safe area (the page's env(safe-area-inset-*) stays 0): exactly one side does.
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
        ])

        debugLog.text = BridgeLog.shared.text
        // Only an element page of the allow-list is loaded: the bridge and the session go nowhere else.
        guard policy.isElement(url) else {
            pairedUser.text = "Questa pagina non è tra le origini consentite (AllowedOrigins.swift)."
            return
        }
        webView.load(URLRequest(url: url))
    }

    deinit {
        webView?.configuration.userContentController.removeScriptMessageHandler(forName: BridgeProtocol.iosHandlerName)
    }

    /// Drops `capture` from a tapped file input while the page's `__bankOnboardingCameraRefused` is true.
    private static let photoInputScript = """
        window.addEventListener('click', function (event) {
          if (window.__bankOnboardingCameraRefused !== true) return;
          var input = event.composedPath()[0];
          if (input instanceof HTMLInputElement && input.type === 'file') input.removeAttribute('capture');
        }, true);
        """

    /// Tells the page whether the camera is refused (denied or restricted): after each load and each return to the app.
    @objc private func updateCameraRefused() {
        let status = AVCaptureDevice.authorizationStatus(for: .video)
        let refused = status == .denied || status == .restricted
        webView?.evaluateJavaScript("window.__bankOnboardingCameraRefused = \(refused);")
    }

    @objc private func sendBack() {
        webView.evaluateJavaScript(NativeBridge.inboundScript(type: BridgeProtocol.back))
    }

    private static func origin(of origin: WKSecurityOrigin) -> String? {
        OriginPolicy.origin(scheme: origin.protocol, host: origin.host, port: origin.port)
    }

    fileprivate func receive(_ message: WKScriptMessage) {
        guard message.frameInfo.isMainFrame, let pageOrigin, Self.origin(of: message.frameInfo.securityOrigin) == pageOrigin,
              let parsed = NativeBridge.parse(message.body) else { return }
        BridgeLog.shared.add(NativeBridge.logLine(message.body))
        debugLog.text = BridgeLog.shared.text
        switch parsed {
        case .appIsReady:
            handOverSession()
        case let .pairUser(userId):
            pairedUser.text = "Utente collegato: \(userId)"
        case let .exit(to):
            onClose("\(BridgeProtocol.exit):\(to)")
        case .goBack:
            onClose(BridgeProtocol.goBack)
        case .sessionExpired:
            session = nil
            onClose(BridgeProtocol.sessionExpired)
        case .sessionRefreshed:
            readRefreshedSession()
        }
    }

    /// Once per screen: the element keeps the session in its page's session storage, so a reload inside the wizard
    /// must not hand the app's (possibly older) pair over again.
    private func handOverSession() {
        guard let session, !sessionHandedOver else { return }
        sessionHandedOver = true
        webView.evaluateJavaScript(NativeBridge.sessionScript(session))
    }

    /// The tokens were refreshed inside the element: the app keeps the new pair for its own calls.
    private func readRefreshedSession() {
        webView.evaluateJavaScript(NativeBridge.getSessionScript) { [weak self] result, _ in
            if let refreshed = NativeBridge.parseSession(result) { self?.session = refreshed }
        }
    }
}

extension OnboardingViewController: WKNavigationDelegate {
    /// An allow-listed origin (the element, the recognition hand-off and its way back, the challenge's frames, a
    /// document) stays in the web view. Anything else: the main frame's address opens outside (another site in
    /// Safari's view, `tel:` or `mailto:` in their apps); a frame's is not loaded, since a frame the user never asked
    /// for must not pop a Safari sheet.
    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction, decisionHandler: @escaping (WKNavigationActionPolicy) -> Void) {
        guard let target = navigationAction.request.url else { return decisionHandler(.cancel) }
        // No target frame: a new window (target=_blank, window.open), which createWebViewWith opens outside.
        guard let frame = navigationAction.targetFrame else { return decisionHandler(.allow) }
        if target.scheme == "about" || policy.staysInWebView(target) { return decisionHandler(.allow) }
        decisionHandler(.cancel)
        if frame.isMainFrame { openOutside(target) }
    }

    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
        updateCameraRefused()
    }

    /// The web content process was killed (memory pressure after camera use): reload; the wizard resumes in place.
    func webViewWebContentProcessDidTerminate(_ webView: WKWebView) {
        webView.reload()
    }
}

extension OnboardingViewController: WKUIDelegate {
    /// `target=_blank` / `window.open`: WKWebView does nothing by default; open it in Safari's view, keeping the wizard.
    func webView(_ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration, for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures) -> WKWebView? {
        if navigationAction.targetFrame == nil, let target = navigationAction.request.url { openOutside(target) }
        return nil
    }

    /// getUserMedia: the camera and the microphone for recognition origins only (the page asking and its frame), then
    /// the system permission, asked once by iOS with Info.plist's usage description: one prompt, not WebKit's as well.
    @available(iOS 15.0, *)
    func webView(_ webView: WKWebView, requestMediaCapturePermissionFor origin: WKSecurityOrigin, initiatedByFrame frame: WKFrameInfo, type: WKMediaCaptureType, decisionHandler: @escaping (WKPermissionDecision) -> Void) {
        let origins = [Self.origin(of: origin), Self.origin(of: frame.securityOrigin)]
        let media: [AVMediaType]
        switch type {
        case .camera: media = [.video]
        case .microphone: media = [.audio]
        case .cameraAndMicrophone: media = [.video, .audio]
        @unknown default: return decisionHandler(.deny)
        }
        let allowed = media.allSatisfy { kind in
            origins.allSatisfy { kind == .video ? policy.mayUseCamera($0) : policy.mayUseMicrophone($0) }
        }
        guard allowed else { return decisionHandler(.deny) }
        Self.authorise(media) { granted in decisionHandler(granted ? .grant : .deny) }
    }

    /// The system permissions, one after the other, on the main queue: authorised goes on, not determined asks iOS.
    private static func authorise(_ media: [AVMediaType], then done: @escaping (Bool) -> Void) {
        guard let first = media.first else { return done(true) }
        let rest = Array(media.dropFirst())
        switch AVCaptureDevice.authorizationStatus(for: first) {
        case .authorized:
            authorise(rest, then: done)
        case .notDetermined:
            AVCaptureDevice.requestAccess(for: first) { granted in
                DispatchQueue.main.async { granted ? authorise(rest, then: done) : done(false) }
            }
        default:
            done(false)
        }
    }
}

private extension OnboardingViewController {
    func openOutside(_ target: URL) {
        if target.scheme == "https" || target.scheme == "http" {
            present(SFSafariViewController(url: target), animated: true)
        } else {
            UIApplication.shared.open(target)
        }
    }
}

/// Forwards script messages without retaining the controller.
private final class WeakMessageHandler: NSObject, WKScriptMessageHandler {
    private weak var target: OnboardingViewController?
    init(_ target: OnboardingViewController) { self.target = target }

    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
        target?.receive(message)
    }
}
