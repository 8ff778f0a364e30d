package it.bankonboarding.harness

/**
 * Every message the app accepted from the element, one JSON envelope a line, shown on screen (accessibility
 * id `bridge-log`) so testers and the Appium specs (test/appium/host.ts) read what the app received.
 */
object BridgeLog {
    private val lines = mutableListOf<String>()
    private val listeners = mutableSetOf<(String) -> Unit>()

    @Synchronized
    fun add(rawJson: String) {
        lines += rawJson
        val text = text()
        listeners.forEach { it(text) }
    }

    @Synchronized
    fun text(): String = lines.joinToString("\n")

    @Synchronized
    fun observe(listener: (String) -> Unit): () -> Unit {
        listeners += listener
        listener(text())
        return { synchronized(this) { listeners -= listener } }
    }
}
