package it.bankonboarding.harness

import android.Manifest
import android.annotation.SuppressLint
import android.content.ActivityNotFoundException
import android.content.Intent
import android.content.pm.PackageManager
import android.graphics.Bitmap
import android.net.Uri
import android.os.Bundle
import android.os.Message
import android.provider.MediaStore
import android.util.Log
import android.view.ViewGroup
import android.webkit.CookieManager
import android.webkit.JavascriptInterface
import android.webkit.PermissionRequest
import android.webkit.RenderProcessGoneDetail
import android.webkit.ValueCallback
import android.webkit.WebChromeClient
import android.webkit.WebResourceRequest
import android.webkit.WebView
import android.webkit.WebViewClient
import android.widget.FrameLayout
import android.widget.LinearLayout
import android.widget.TextView
import android.widget.Toast
import androidx.activity.ComponentActivity
import androidx.activity.addCallback
import androidx.activity.result.contract.ActivityResultContracts
import androidx.core.content.ContextCompat
import androidx.core.content.FileProvider
import androidx.core.view.ViewCompat
import androidx.core.view.WindowInsetsCompat
import androidx.webkit.WebViewCompat
import androidx.webkit.WebViewFeature
import java.io.File

/**
 * One WebView with `<bank-onboarding>` (android-harness/README.md). The bridge: a web-message listener
 * restricted to the page's origin where the WebView supports it, the `BankOnboardingAndroid` JavaScript
 * interface otherwise; both take strings only, parsed by [NativeBridge], never evaluated. Hardware back sends
 * the inbound `back`; `exit`, `goBack` and `sessionExpired` close this screen with the reason.
 *
 * What other origins may do is the allow-list's ([AllowedOrigins], rules in [OriginPolicy]): allow-listed
 * main-frame navigations stay in the WebView, everything else opens in the system browser; new windows
 * (`target=_blank`) always open outside; the camera and the microphone go to the recognition provider only; the
 * bridge only to the page's own origin, which must be an element origin of the list.
 *
 * A session the app holds (extras [EXTRA_ACCESS_TOKEN] and [EXTRA_REFRESH_TOKEN], as an app that has logged the
 * customer in would pass them) is handed over with the inbound `session` message when the element says
 * `appIsReady`, never in the URL; after `sessionRefreshed` the app reads the new pair with `getSession()`.
 */
class OnboardingActivity : ComponentActivity() {
    private lateinit var webView: WebView
    private lateinit var container: FrameLayout
    private lateinit var pairedUser: TextView

    /** The page's origin, an element origin of the allow-list: the only origin the bridge is installed for. */
    private lateinit var allowedOrigin: String

    /** What each origin may do on this screen: [AllowedOrigins], plus the demo host in every role in debug builds. */
    private lateinit var policy: OriginPolicy
    private var stopObserving: (() -> Unit)? = null

    /** The session the app holds; kept current after each refresh. Never logged. */
    private var session: SessionTokens? = null
    private var sessionHandedOver = false

    private var fileCallback: ValueCallback<Array<Uri>>? = null

    /** The file chooser waiting for the answer to the camera permission (asked when a photo is about to be taken). */
    private var pendingChooser: WebChromeClient.FileChooserParams? = null
    private var cameraPhoto: Uri? = null
    private var pendingPermission: PermissionRequest? = null

    /** The file chooser's result: exactly one onReceiveValue per request (null when cancelled), or it never opens again. */
    private val chooseFile = registerForActivityResult(ActivityResultContracts.StartActivityForResult()) { result ->
        val callback = fileCallback ?: return@registerForActivityResult
        fileCallback = null
        val picked = WebChromeClient.FileChooserParams.parseResult(result.resultCode, result.data)
        val taken = cameraPhoto?.takeIf { result.resultCode == RESULT_OK && picked == null }?.let { arrayOf(it) }
        cameraPhoto = null
        callback.onReceiveValue(picked ?: taken)
    }

    /** The runtime permissions a recognition page's getUserMedia needs (camera, microphone), asked when it asks. */
    private val askMedia = registerForActivityResult(ActivityResultContracts.RequestMultiplePermissions()) { results ->
        val request = pendingPermission ?: return@registerForActivityResult
        pendingPermission = null
        if (results.values.all { it }) {
            request.grant(request.resources)
        } else {
            request.deny()
            val refused = if (results[Manifest.permission.CAMERA] == false) R.string.camera_denied else R.string.microphone_denied
            Toast.makeText(this, refused, Toast.LENGTH_LONG).show()
        }
    }

    /**
     * CAMERA, asked at the file chooser of an input that takes photos when it was never granted (a fresh install):
     * granted, the chooser offers the camera and the gallery; refused, the gallery only.
     */
    private val askCameraForPhoto = registerForActivityResult(ActivityResultContracts.RequestPermission()) { granted ->
        val params = pendingChooser ?: return@registerForActivityResult
        pendingChooser = null
        if (!granted) Toast.makeText(this, R.string.photo_camera_denied, Toast.LENGTH_LONG).show()
        if (!openChooser(params, withCamera = granted)) cancelFileChooser()
    }

    @SuppressLint("SetJavaScriptEnabled")
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val url = intent.getStringExtra(EXTRA_URL) ?: BuildConfig.ONBOARDING_URL
        policy = OriginPolicy.forPage(url, AllowedOrigins.PRODUCTION, demoHost = BuildConfig.DEBUG)
        if (!policy.isElement(url)) {
            // Only an element page of the allow-list is loaded: the bridge and the session go nowhere else.
            Log.w(TAG, "The onboarding page is not on an element origin of AllowedOrigins.kt; not loaded.")
            finish()
            return
        }
        allowedOrigin = OriginPolicy.originOf(url)!!
        val accessToken = intent.getStringExtra(EXTRA_ACCESS_TOKEN)
        val refreshToken = intent.getStringExtra(EXTRA_REFRESH_TOKEN)
        if (!accessToken.isNullOrEmpty() && !refreshToken.isNullOrEmpty()) session = SessionTokens(accessToken, refreshToken)

        // chrome://inspect and Appium's WEBVIEW context: debug builds only.
        if (BuildConfig.DEBUG) WebView.setWebContentsDebuggingEnabled(true)

        container = FrameLayout(this)
        webView = createWebView()
        container.addView(webView, FrameLayout.LayoutParams(ViewGroup.LayoutParams.MATCH_PARENT, ViewGroup.LayoutParams.MATCH_PARENT))
        pairedUser = TextView(this).apply { contentDescription = "paired-user" }

        val root = LinearLayout(this).apply {
            orientation = LinearLayout.VERTICAL
            addView(container, LinearLayout.LayoutParams(ViewGroup.LayoutParams.MATCH_PARENT, 0, 1f))
            addView(pairedUser)
            if (BuildConfig.DEBUG) {
                // What the app received, for testers and Appium (test/appium/host.ts); one line tall.
                val log = TextView(this@OnboardingActivity).apply {
                    contentDescription = "bridge-log"
                    maxLines = 1
                    textSize = 10f
                }
                stopObserving = BridgeLog.observe { text -> runOnUiThread { log.text = text } }
                addView(log)
            }
        }
        // Edge to edge (targetSdk 35): pad by the larger of the system bars and the keyboard, so the keyboard
        // never covers a field and the page owns no insets of its own (env(safe-area-inset-*) stays 0).
        ViewCompat.setOnApplyWindowInsetsListener(root) { view, insets ->
            val bars = insets.getInsets(WindowInsetsCompat.Type.systemBars() or WindowInsetsCompat.Type.displayCutout())
            val ime = insets.getInsets(WindowInsetsCompat.Type.ime())
            view.setPadding(bars.left, bars.top, bars.right, maxOf(bars.bottom, ime.bottom))
            WindowInsetsCompat.CONSUMED
        }
        setContentView(root)

        // The wizard decides what back means (spec §2): never webView.goBack() across OTP or signature steps.
        onBackPressedDispatcher.addCallback(this) { sendInbound(BridgeProtocol.BACK) }

        if (savedInstanceState == null) webView.loadUrl(url) else webView.restoreState(savedInstanceState)
    }

    @SuppressLint("SetJavaScriptEnabled")
    private fun createWebView(): WebView = WebView(this).apply {
        settings.javaScriptEnabled = true
        settings.domStorageEnabled = true
        settings.mediaPlaybackRequiresUserGesture = false
        // target=_blank (documents, help links) asks for a new window (onCreateWindow), which opens outside:
        // without it, Android loads the link in this WebView and the wizard is gone.
        settings.setSupportMultipleWindows(true)
        // Windows opened by script without a user's tap stay blocked (a frame cannot throw the user out).
        settings.javaScriptCanOpenWindowsAutomatically = false
        settings.allowFileAccess = false
        settings.allowContentAccess = false
        webViewClient = Client()
        webChromeClient = ChromeClient()
        // A document the WebView cannot show (a PDF reached by an allow-listed navigation) opens in the system's viewer.
        setDownloadListener { address, _, _, _, _ ->
            val uri = Uri.parse(address)
            if (uri.scheme == "https" || uri.scheme == "http") openOutside(uri)
        }
        installBridge(this)
    }

    private fun installBridge(view: WebView) {
        if (WebViewFeature.isFeatureSupported(WebViewFeature.WEB_MESSAGE_LISTENER)) {
            // Injected only into frames of the allowed origin; the element sees window.BankOnboardingAndroid.postMessage.
            WebViewCompat.addWebMessageListener(view, BridgeProtocol.ANDROID_INTERFACE_NAME, setOf(allowedOrigin)) { _, message, sourceOrigin, isMainFrame, _ ->
                if (isMainFrame && OriginPolicy.originOf(sourceOrigin.toString()) == allowedOrigin) onBridgeText(message.data)
            }
        } else {
            // Older WebViews: the interface is visible to every frame, so the page's origin is checked per message.
            view.addJavascriptInterface(JsInterface(), BridgeProtocol.ANDROID_INTERFACE_NAME)
        }
    }

    /** Fallback transport; called on a WebView background thread with a string only. */
    private inner class JsInterface {
        @JavascriptInterface
        fun postMessage(message: String?) {
            runOnUiThread {
                if (OriginPolicy.originOf(webView.url) == allowedOrigin) onBridgeText(message)
            }
        }
    }

    private fun onBridgeText(raw: String?) {
        val message = NativeBridge.parse(raw) ?: return
        BridgeLog.add(raw!!)
        when (message) {
            BridgeMessage.AppIsReady -> handOverSession()
            is BridgeMessage.PairUser -> pairedUser.text = getString(R.string.paired_user, message.userId)
            is BridgeMessage.Exit -> close("${BridgeProtocol.EXIT}:${message.to}")
            BridgeMessage.GoBack -> close(BridgeProtocol.GO_BACK)
            BridgeMessage.SessionExpired -> {
                session = null
                close(BridgeProtocol.SESSION_EXPIRED)
            }
            BridgeMessage.SessionRefreshed -> readRefreshedSession()
        }
    }

    /**
     * Once per screen: the element keeps the session in its page's session storage, so a reload inside the
     * wizard must not hand the app's (possibly older) pair over again.
     */
    private fun handOverSession() {
        val current = session ?: return
        if (sessionHandedOver) return
        sessionHandedOver = true
        webView.evaluateJavascript(NativeBridge.sessionScript(current), null)
    }

    /** The tokens were refreshed inside the element: the app keeps the new pair for its own calls. */
    private fun readRefreshedSession() {
        webView.evaluateJavascript(NativeBridge.getSessionScript) { result ->
            NativeBridge.parseSession(result)?.let { session = it }
        }
    }

    private fun sendInbound(type: String) {
        webView.evaluateJavascript(NativeBridge.inboundScript(type), null)
    }

    private fun close(result: String) {
        setResult(RESULT_OK, Intent().putExtra(EXTRA_RESULT, result))
        finish()
    }

    private inner class Client : WebViewClient() {
        /**
         * Main-frame navigations only: an allow-listed origin (the element, the recognition hand-off and its way
         * back, a challenge page, a document) stays in the WebView; anything else, another site or `tel:`, `mailto:`,
         * `intent:`, opens outside. A frame's own navigations are the page's: a frame gets neither the bridge (the
         * page's origin, main frame) nor the camera (recognition origins only), and sending every frame's address
         * to the browser would throw the user out of the wizard.
         */
        override fun shouldOverrideUrlLoading(view: WebView, request: WebResourceRequest): Boolean {
            if (!request.isForMainFrame) return false
            if (policy.staysInWebView(request.url.toString())) return false
            openOutside(request.url)
            return true
        }

        /** The renderer was killed (memory pressure after camera use): rebuild and reload; the wizard resumes in place. */
        override fun onRenderProcessGone(view: WebView, detail: RenderProcessGoneDetail): Boolean {
            container.removeView(view)
            view.destroy()
            webView = createWebView()
            container.addView(webView)
            webView.loadUrl(intent.getStringExtra(EXTRA_URL) ?: BuildConfig.ONBOARDING_URL)
            return true
        }
    }

    private inner class ChromeClient : WebChromeClient() {
        /**
         * `target=_blank` or `window.open` (a contract PDF, which a WebView cannot show, a help page): the new
         * window is a WebView that is never shown, whose first navigation is the address asked for; it opens
         * outside and the wizard stays. The address comes from the new window itself, not from the last touch
         * (a document opened after a call, or from a dialog's button, was not under the finger).
         */
        override fun onCreateWindow(view: WebView, isDialog: Boolean, isUserGesture: Boolean, resultMsg: Message): Boolean {
            val transport = resultMsg.obj as? WebView.WebViewTransport ?: return false
            val newWindow = WebView(view.context)
            newWindow.webViewClient = NewWindowCatcher()
            transport.webView = newWindow
            resultMsg.sendToTarget()
            return true
        }

        /**
         * getUserMedia: the camera and the microphone for recognition origins only (the provider's page, or the
         * demo host's stand-in in debug builds), after the runtime permissions; anything else is denied.
         */
        override fun onPermissionRequest(request: PermissionRequest) {
            val origin = request.origin.toString()
            val needed = mutableSetOf<String>()
            for (resource in request.resources) {
                val permission = when {
                    resource == PermissionRequest.RESOURCE_VIDEO_CAPTURE && policy.mayUseCamera(origin) -> Manifest.permission.CAMERA
                    resource == PermissionRequest.RESOURCE_AUDIO_CAPTURE && policy.mayUseMicrophone(origin) -> Manifest.permission.RECORD_AUDIO
                    else -> null
                }
                if (permission == null) {
                    request.deny()
                    return
                }
                needed += permission
            }
            if (needed.isEmpty()) {
                request.deny()
                return
            }
            val missing = needed.filterNot { isGranted(it) }
            if (missing.isEmpty()) {
                request.grant(request.resources)
                return
            }
            pendingPermission?.deny()
            pendingPermission = request
            askMedia.launch(missing.toTypedArray())
        }

        override fun onPermissionRequestCanceled(request: PermissionRequest) {
            if (pendingPermission == request) pendingPermission = null
        }

        /**
         * A file input. One that takes photos (`capture`, an image type in `accept`, or any file) on a device with
         * a camera: CAMERA is asked now if it never was granted, then the chooser offers the camera and the
         * gallery (the gallery only when refused). Other inputs: the chooser of their types.
         */
        override fun onShowFileChooser(view: WebView, callback: ValueCallback<Array<Uri>>, params: FileChooserParams): Boolean {
            cancelFileChooser()
            fileCallback = callback
            val photos = PhotoInput.acceptsImages(params.acceptTypes.toList(), params.isCaptureEnabled) &&
                packageManager.hasSystemFeature(PackageManager.FEATURE_CAMERA_ANY)
            if (photos && !isGranted(Manifest.permission.CAMERA)) {
                pendingChooser = params
                askCameraForPhoto.launch(Manifest.permission.CAMERA)
                return true
            }
            if (openChooser(params, withCamera = photos)) return true
            fileCallback = null
            return false
        }
    }

    /**
     * The hidden WebView of a new window: its first navigation is where the link or `window.open` points. That
     * address opens outside, once, and the window is destroyed.
     */
    private inner class NewWindowCatcher : WebViewClient() {
        private var handled = false

        override fun shouldOverrideUrlLoading(view: WebView, request: WebResourceRequest): Boolean {
            hand(view, request.url)
            return true
        }

        override fun onPageStarted(view: WebView, url: String?, favicon: Bitmap?) {
            if (url == null || url == "about:blank") return
            view.stopLoading()
            hand(view, Uri.parse(url))
        }

        private fun hand(view: WebView, uri: Uri) {
            if (handled) return
            handled = true
            openOutside(uri)
            // Not from inside its own callback; the container is attached, so the main thread runs it next.
            container.post { view.destroy() }
        }
    }

    private fun isGranted(permission: String): Boolean =
        ContextCompat.checkSelfPermission(this, permission) == PackageManager.PERMISSION_GRANTED

    /** Answers a file chooser still open with null (each callback gets exactly one value, or the input never opens again). */
    private fun cancelFileChooser() {
        fileCallback?.onReceiveValue(null)
        fileCallback = null
        pendingChooser = null
        cameraPhoto = null
    }

    /**
     * The chooser of the input's types, with a new photo first when [withCamera] (through a FileProvider URI:
     * `Uri.fromFile` throws on API 24+; ACTION_IMAGE_CAPTURE only once CAMERA is granted, since the manifest
     * declares it). False when no app can open it.
     */
    private fun openChooser(params: WebChromeClient.FileChooserParams, withCamera: Boolean): Boolean {
        val chooser = Intent.createChooser(params.createIntent(), null)
        cameraPhoto = null
        if (withCamera) {
            val dir = File(cacheDir, "document-photos").apply { mkdirs() }
            val photo = FileProvider.getUriForFile(this, "$packageName.files", File.createTempFile("document", ".jpg", dir))
            cameraPhoto = photo
            val capture = Intent(MediaStore.ACTION_IMAGE_CAPTURE).putExtra(MediaStore.EXTRA_OUTPUT, photo)
                .addFlags(Intent.FLAG_GRANT_WRITE_URI_PERMISSION or Intent.FLAG_GRANT_READ_URI_PERMISSION)
            chooser.putExtra(Intent.EXTRA_INITIAL_INTENTS, arrayOf(capture))
        }
        return try {
            chooseFile.launch(chooser)
            true
        } catch (_: ActivityNotFoundException) {
            cameraPhoto = null
            false
        }
    }

    private fun openOutside(uri: Uri) {
        try {
            startActivity(Intent(Intent.ACTION_VIEW, uri))
        } catch (_: ActivityNotFoundException) {
            Toast.makeText(this, R.string.no_app_for_link, Toast.LENGTH_SHORT).show()
        }
    }

    override fun onSaveInstanceState(outState: Bundle) {
        super.onSaveInstanceState(outState)
        if (::webView.isInitialized) webView.saveState(outState)
    }

    override fun onStop() {
        super.onStop()
        CookieManager.getInstance().flush()
    }

    override fun onDestroy() {
        stopObserving?.invoke()
        cancelFileChooser()
        if (::webView.isInitialized) webView.destroy()
        super.onDestroy()
    }

    companion object {
        const val EXTRA_URL = "onboardingUrl"
        const val EXTRA_RESULT = "result"
        const val EXTRA_ACCESS_TOKEN = "accessToken"
        const val EXTRA_REFRESH_TOKEN = "refreshToken"
        private const val TAG = "BankOnboarding"
    }
}
