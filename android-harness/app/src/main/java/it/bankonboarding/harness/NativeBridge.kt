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
            else -> null
        }
    }

    /** The script that hands an inbound message to the element: a constant JSON text, quoted as a JS string. */
    fun inboundScript(type: String): String {
        val message = JSONObject().put("type", type).toString()
        val hook = "window.${BridgeProtocol.INBOUND_HOOK}"
        return "$hook && $hook.receive(${JSONObject.quote(message)})"
    }

    private fun JSONObject.keySet(): Set<String> = keys().asSequence().toSet()
}
