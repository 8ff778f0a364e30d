package it.bankonboarding.harness

import java.net.URI
import java.net.URISyntaxException

/** Why an origin is on the allow-list ([AllowedOrigins]); the roles are the same on iOS and in React Native. */
enum class OriginKind {
    /** The page with `<bank-onboarding>`: the only origin the bridge is injected into. */
    ELEMENT,

    /** The bank's API (the element's `api-base` and `security-base`); it also serves the terms documents. */
    API,

    /** The identity-recognition provider: the wizard hands the user to its page in the same window; camera and microphone. */
    RECOGNITION,

    /** The bot-protection challenge (the element's `bot-protection-script-url`): its frames. */
    CHALLENGE,

    /** Where contracts and other documents are served. */
    DOCUMENTS
}

/** One allow-list entry: an origin, exactly `scheme://host[:port]` (http or https, no path), and its role. */
class AllowedOrigin(val kind: OriginKind, val origin: String) {
    init {
        require(OriginPolicy.originOf(origin) == origin) { "not an origin in its normal form (scheme://host[:port]): $origin" }
    }
}

/**
 * What the onboarding screen lets each origin do (docs/native-hosts.md#the-origin-allow-list). Pure Kotlin (no
 * Android types), so the rules are unit-tested on the JVM (app/src/test).
 */
class OriginPolicy(val entries: List<AllowedOrigin>) {

    private fun kindsOf(url: String?): Set<OriginKind> {
        val origin = originOf(url) ?: return emptySet()
        return entries.filter { it.origin == origin }.map { it.kind }.toSet()
    }

    /** A main-frame navigation or a frame to this address stays in the WebView; anything else opens outside. */
    fun staysInWebView(url: String?): Boolean = kindsOf(url).isNotEmpty()

    /** The element's page: the bridge may be installed for this origin (the page's own, main frame only). */
    fun isElement(url: String?): Boolean = OriginKind.ELEMENT in kindsOf(url)

    /** getUserMedia's video: the recognition provider only. */
    fun mayUseCamera(origin: String?): Boolean = OriginKind.RECOGNITION in kindsOf(origin)

    /** getUserMedia's audio: the recognition provider only (a video identification may talk to an operator). */
    fun mayUseMicrophone(origin: String?): Boolean = OriginKind.RECOGNITION in kindsOf(origin)

    companion object {
        /**
         * `scheme://host[:port]` of an http(s) address, the way browsers compare origins: scheme and host in lower
         * case, the scheme's default port left out; null for anything else (`tel:`, `intent:`, `about:blank`, garbage).
         */
        fun originOf(url: String?): String? {
            if (url == null) return null
            val uri = try {
                URI(url.trim())
            } catch (_: URISyntaxException) {
                return null
            }
            val scheme = uri.scheme?.let { lower(it) } ?: return null
            if (scheme != "https" && scheme != "http") return null
            val host = uri.host?.let { lower(it) } ?: return null
            if (host.isEmpty() || uri.rawUserInfo != null) return null
            val defaultPort = if (scheme == "https") 443 else 80
            val port = if (uri.port == -1 || uri.port == defaultPort) "" else ":${uri.port}"
            return "$scheme://$host$port"
        }

        /**
         * The policy of one onboarding screen: the configured entries and, on the demo host (debug builds only),
         * the page's own origin in every role, since the demo host serves the element, the API, the recognition
         * provider's stand-in, the challenge script and the documents from one origin.
         */
        fun forPage(pageUrl: String, configured: List<AllowedOrigin>, demoHost: Boolean): OriginPolicy {
            val page = originOf(pageUrl)
            if (!demoHost || page == null) return OriginPolicy(configured)
            return OriginPolicy(configured + OriginKind.values().map { AllowedOrigin(it, page) })
        }

        private fun lower(text: String): String = text.map { Character.toLowerCase(it) }.joinToString("")
    }
}

/**
 * Whether a file input takes photos, so that the file chooser asks for the camera and offers it: a `capture`
 * attribute, an image type or extension in `accept`, or no `accept` at all (any file, a photo included).
 */
object PhotoInput {
    private val IMAGE_EXTENSIONS = listOf(".jpg", ".jpeg", ".png", ".heic", ".heif", ".webp", ".gif")

    fun acceptsImages(acceptTypes: List<String>, capture: Boolean): Boolean {
        if (capture) return true
        val types = acceptTypes.flatMap { it.split(',') }.map { it.trim() }.filter { it.isNotEmpty() }
        if (types.isEmpty()) return true
        return types.any { type ->
            type == "*/*" || type.startsWith("image/", ignoreCase = true) || IMAGE_EXTENSIONS.any { it.equals(type, ignoreCase = true) }
        }
    }
}
