package it.bankonboarding.harness

import android.Manifest
import android.annotation.SuppressLint
import android.content.ActivityNotFoundException
import android.content.Intent
import android.content.pm.PackageManager
import android.net.Uri
import android.os.Bundle
import android.os.Message
import android.provider.MediaStore
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
 * A session the app holds (extras [EXTRA_ACCESS_TOKEN] and [EXTRA_REFRESH_TOKEN], as an app that has logged the
 * customer in would pass them) is handed over with the inbound `session` message when the element says
 * `appIsReady`, never in the URL; after `sessionRefreshed` the app reads the new pair with `getSession()`.
 */
class OnboardingActivity : ComponentActivity() {
    private lateinit var webView: WebView
    private lateinit var container: FrameLayout
    private lateinit var pairedUser: TextView
    private lateinit var allowedOrigin: String
    private var stopObserving: (() -> Unit)? = null

    /** The session the app holds; kept current after each refresh. Never logged. */
    private var session: SessionTokens? = null
    private var sessionHandedOver = false

    private var fileCallback: ValueCallback<Array<Uri>>? = null
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

    /** The runtime camera permission, asked when the page asks for the camera. */
    private val askCamera = registerForActivityResult(ActivityResultContracts.RequestPermission()) { granted ->
        val request = pendingPermission ?: return@registerForActivityResult
        pendingPermission = null
        if (granted) {
            request.grant(arrayOf(PermissionRequest.RESOURCE_VIDEO_CAPTURE))
        } else {
            request.deny()
            Toast.makeText(this, R.string.camera_denied, Toast.LENGTH_LONG).show()
        }
    }

    @SuppressLint("SetJavaScriptEnabled")
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val url = intent.getStringExtra(EXTRA_URL) ?: BuildConfig.ONBOARDING_URL
        allowedOrigin = originOf(Uri.parse(url))
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
        settings.javaScriptCanOpenWindowsAutomatically = false
        settings.allowFileAccess = false
        settings.allowContentAccess = false
        webViewClient = Client()
        webChromeClient = ChromeClient()
        installBridge(this)
    }

    private fun installBridge(view: WebView) {
        if (WebViewFeature.isFeatureSupported(WebViewFeature.WEB_MESSAGE_LISTENER)) {
            // Injected only into frames of the allowed origin; the element sees window.BankOnboardingAndroid.postMessage.
            WebViewCompat.addWebMessageListener(view, BridgeProtocol.ANDROID_INTERFACE_NAME, setOf(allowedOrigin)) { _, message, sourceOrigin, isMainFrame, _ ->
                if (isMainFrame && originOf(sourceOrigin) == allowedOrigin) onBridgeText(message.data)
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
                val current = webView.url?.let { originOf(Uri.parse(it)) }
                if (current == allowedOrigin) onBridgeText(message)
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
        /** Same-origin navigations (the recognition hand-off on the demo host) stay; anything else opens outside. */
        override fun shouldOverrideUrlLoading(view: WebView, request: WebResourceRequest): Boolean {
            val target = request.url
            if ((target.scheme == "https" || target.scheme == "http") && originOf(target) == allowedOrigin) return false
            openOutside(target)
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
        /** A `target=_blank` link (a contract PDF, which a WebView cannot show, or a help page): the system opens it. */
        override fun onCreateWindow(view: WebView, isDialog: Boolean, isUserGesture: Boolean, resultMsg: Message): Boolean {
            val href = view.hitTestResult.extra
            if (isUserGesture && href != null) openOutside(Uri.parse(href))
            return false
        }

        /** Camera for the recognition: only for our origin, only video, after the runtime permission. */
        override fun onPermissionRequest(request: PermissionRequest) {
            val wantsVideo = PermissionRequest.RESOURCE_VIDEO_CAPTURE in request.resources
            if (originOf(request.origin) != allowedOrigin || !wantsVideo) {
                request.deny()
                return
            }
            if (ContextCompat.checkSelfPermission(this@OnboardingActivity, Manifest.permission.CAMERA) == PackageManager.PERMISSION_GRANTED) {
                request.grant(arrayOf(PermissionRequest.RESOURCE_VIDEO_CAPTURE))
            } else {
                pendingPermission?.deny()
                pendingPermission = request
                askCamera.launch(Manifest.permission.CAMERA)
            }
        }

        /** Document photos: the gallery or, with the camera permission, a new photo through a FileProvider URI. */
        override fun onShowFileChooser(view: WebView, callback: ValueCallback<Array<Uri>>, params: FileChooserParams): Boolean {
            fileCallback?.onReceiveValue(null)
            fileCallback = callback
            val pick = params.createIntent()
            val chooser = Intent.createChooser(pick, null)
            val canUseCamera = ContextCompat.checkSelfPermission(this@OnboardingActivity, Manifest.permission.CAMERA) == PackageManager.PERMISSION_GRANTED
            if (canUseCamera) {
                val dir = File(cacheDir, "document-photos").apply { mkdirs() }
                val photo = FileProvider.getUriForFile(this@OnboardingActivity, "$packageName.files", File.createTempFile("document", ".jpg", dir))
                cameraPhoto = photo
                val capture = Intent(MediaStore.ACTION_IMAGE_CAPTURE).putExtra(MediaStore.EXTRA_OUTPUT, photo)
                    .addFlags(Intent.FLAG_GRANT_WRITE_URI_PERMISSION)
                chooser.putExtra(Intent.EXTRA_INITIAL_INTENTS, arrayOf(capture))
            }
            return try {
                chooseFile.launch(chooser)
                true
            } catch (_: ActivityNotFoundException) {
                fileCallback = null
                cameraPhoto = null
                false
            }
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
        webView.saveState(outState)
    }

    override fun onStop() {
        super.onStop()
        CookieManager.getInstance().flush()
    }

    override fun onDestroy() {
        stopObserving?.invoke()
        webView.destroy()
        super.onDestroy()
    }

    companion object {
        const val EXTRA_URL = "onboardingUrl"
        const val EXTRA_RESULT = "result"
        const val EXTRA_ACCESS_TOKEN = "accessToken"
        const val EXTRA_REFRESH_TOKEN = "refreshToken"

        /** `scheme://host[:port]` of a URI, as the origin rules compare it. */
        fun originOf(uri: Uri): String {
            val port = if (uri.port == -1) "" else ":${uri.port}"
            return "${uri.scheme}://${uri.host}$port"
        }
    }
}
