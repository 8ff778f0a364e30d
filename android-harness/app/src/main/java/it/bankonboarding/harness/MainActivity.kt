package it.bankonboarding.harness

import android.app.Activity
import android.content.Intent
import android.os.Bundle
import android.widget.Button
import android.widget.LinearLayout
import android.widget.ScrollView
import android.widget.TextView
import androidx.activity.ComponentActivity
import androidx.activity.result.contract.ActivityResultContracts

/**
 * The app's own screen: opens the onboarding, then shows why it closed (`last-result`: `exit:home`,
 * `sessionExpired`, `goBack`, `cancelled`) and every bridge message received (`bridge-log`).
 * Intent extras: `onboardingUrl` (the page to load), `autoStart` (open the onboarding at once; Appium uses both).
 */
class MainActivity : ComponentActivity() {
    private lateinit var lastResult: TextView
    private var stopObserving: (() -> Unit)? = null

    private val onboarding = registerForActivityResult(ActivityResultContracts.StartActivityForResult()) { result ->
        lastResult.text = if (result.resultCode == Activity.RESULT_OK) {
            result.data?.getStringExtra(OnboardingActivity.EXTRA_RESULT) ?: "cancelled"
        } else {
            "cancelled"
        }
    }

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val padding = (16 * resources.displayMetrics.density).toInt()
        val start = Button(this).apply {
            text = getString(R.string.start_onboarding)
            contentDescription = "start-onboarding"
            setOnClickListener { open() }
        }
        lastResult = TextView(this).apply {
            text = getString(R.string.last_result_none)
            contentDescription = "last-result"
        }
        val title = TextView(this).apply { text = getString(R.string.bridge_log_title) }
        val log = TextView(this).apply { contentDescription = "bridge-log" }
        stopObserving = BridgeLog.observe { text -> runOnUiThread { log.text = text } }

        val column = LinearLayout(this).apply {
            orientation = LinearLayout.VERTICAL
            setPadding(padding, padding, padding, padding)
            addView(start)
            addView(lastResult)
            addView(title)
            addView(log)
        }
        setContentView(ScrollView(this).apply { addView(column) })

        if (savedInstanceState == null && intent.getBooleanExtra(EXTRA_AUTO_START, false)) open()
    }

    override fun onDestroy() {
        stopObserving?.invoke()
        super.onDestroy()
    }

    private fun open() {
        val intent = Intent(this, OnboardingActivity::class.java)
        intent.putExtra(OnboardingActivity.EXTRA_URL, this.intent.getStringExtra(EXTRA_URL) ?: BuildConfig.ONBOARDING_URL)
        // A session the app "holds" (as after its own log-in): handed to the element over the bridge, never in the URL.
        for (extra in listOf(OnboardingActivity.EXTRA_ACCESS_TOKEN, OnboardingActivity.EXTRA_REFRESH_TOKEN)) {
            this.intent.getStringExtra(extra)?.let { intent.putExtra(extra, it) }
        }
        onboarding.launch(intent)
    }

    companion object {
        const val EXTRA_URL = "onboardingUrl"
        const val EXTRA_AUTO_START = "autoStart"
    }
}
