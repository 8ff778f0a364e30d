package it.bankonboarding.harness

import org.json.JSONException
import org.json.JSONObject

/** A validated message from the element. */
sealed interface BridgeMessage {
    data object AppIsReady : BridgeMessage
    data class PairUser(val userId: String) : BridgeMessage
    data class Exit(val to: String) : BridgeMessage
    data object GoBack : BridgeMessage
    data object SessionExpired : BridgeMessage
    data object SessionRefreshed : BridgeMessage
}

/** The session the app holds and hands to the element: never logged, never put in a URL. */
data class SessionTokens(val accessToken: String, val refreshToken: String) {
    override fun toString(): String = "SessionTokens(…)"
}

/**
 * Parses what the element posts (a JSON string, never anything else) into a [BridgeMessage], or null when it
 * is not exactly one of the protocol's envelopes. The text is only ever parsed as data: nothing in it is
 * evaluated, loaded or called. Unknown keys, types or versions are rejected, as the element's own schemas do.
 */
object NativeBridge {
    private val ENVELOPE_KEYS = setOf("v", "source", "type", "payload")

    fun parse(raw: String?): BridgeMessage? {
        if (raw == null || raw.length > BridgeProtocol.MAX_MESSAGE_LENGTH) return null
        val json = try {
            JSONObject(raw)
        } catch (_: JSONException) {
            return null
        }
        if (json.keySet() != ENVELOPE_KEYS) return null
        if (json.opt("v") != BridgeProtocol.VERSION || json.opt("source") != BridgeProtocol.SOURCE) return null
        val payload = json.opt("payload") as? JSONObject ?: return null
        return when (json.opt("type")) {
            BridgeProtocol.APP_IS_READY -> BridgeMessage.AppIsReady.takeIf { payload.length() == 0 }
            BridgeProtocol.PAIR_USER -> {
                val userId = payload.opt("userId") as? String
                if (payload.length() == 1 && userId != null && userId.length in 1..BridgeProtocol.MAX_USER_ID_LENGTH) {
                    BridgeMessage.PairUser(userId)
                } else {
                    null
                }
            }
            BridgeProtocol.EXIT -> {
                val to = payload.opt("to") as? String
                if (payload.length() == 1 && to in BridgeProtocol.EXIT_DESTINATIONS) BridgeMessage.Exit(to!!) else null
            }
            BridgeProtocol.GO_BACK -> BridgeMessage.GoBack.takeIf { payload.length() == 0 }
            BridgeProtocol.SESSION_EXPIRED -> BridgeMessage.SessionExpired.takeIf { payload.length() == 0 }
            BridgeProtocol.SESSION_REFRESHED -> BridgeMessage.SessionRefreshed.takeIf { payload.length() == 0 }
            else -> null
        }
    }

    /** The script that hands an inbound message to the element: a constant JSON text, quoted as a JS string. */
    fun inboundScript(type: String): String {
        val message = JSONObject().put("type", type).toString()
        val hook = "window.${BridgeProtocol.INBOUND_HOOK}"
        return "$hook && $hook.receive(${JSONObject.quote(message)})"
    }

    /**
     * The script that hands the app's session to the element: the inbound `session` message, built as JSON and
     * passed as a quoted JS string (the tokens are data, never script).
     */
    fun sessionScript(session: SessionTokens): String {
        val payload = JSONObject().put("accessToken", session.accessToken).put("refreshToken", session.refreshToken)
        val message = JSONObject().put("type", BridgeProtocol.SESSION).put("payload", payload).toString()
        val hook = "window.${BridgeProtocol.INBOUND_HOOK}"
        return "$hook && $hook.receive(${JSONObject.quote(message)})"
    }

    /** The script whose value is the element's current session (an object, or null): run after `sessionRefreshed`. */
    val getSessionScript: String =
        "(function () { var el = document.querySelector(${JSONObject.quote(BridgeProtocol.TAG_NAME)}); " +
            "return el && typeof el.${BridgeProtocol.GET_SESSION} === 'function' ? el.${BridgeProtocol.GET_SESSION}() : null; })()"

    /** Parses what evaluateJavascript returns for [getSessionScript]: the JSON of `{ accessToken, refreshToken }`, or null. */
    fun parseSession(result: String?): SessionTokens? {
        if (result == null || result == "null") return null
        val json = try {
            JSONObject(result)
        } catch (_: JSONException) {
            return null
        }
        val accessToken = json.opt("accessToken") as? String
        val refreshToken = json.opt("refreshToken") as? String
        if (json.length() != 2 || accessToken.isNullOrEmpty() || refreshToken.isNullOrEmpty()) return null
        return SessionTokens(accessToken, refreshToken)
    }

    private fun JSONObject.keySet(): Set<String> = keys().asSequence().toSet()
}
