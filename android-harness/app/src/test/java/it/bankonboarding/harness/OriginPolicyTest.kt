package it.bankonboarding.harness

import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test

/** The allow-list's rules on the JVM (`./gradlew test`): no Android types involved. */
class OriginPolicyTest {
    private val production = OriginPolicy(AllowedOrigins.PRODUCTION)

    @Test
    fun originsAreComparedTheWayBrowsersDo() {
        assertEquals("https://onboarding.example.it", OriginPolicy.originOf("HTTPS://Onboarding.Example.it:443/app.html?fromApp=true#/x"))
        assertEquals("http://localhost:5173", OriginPolicy.originOf("http://localhost:5173/app.html"))
        assertEquals("https://www.google.com", OriginPolicy.originOf("https://www.google.com/"))
        assertNull(OriginPolicy.originOf("tel:+390212345678"))
        assertNull(OriginPolicy.originOf("intent://scan/#Intent;scheme=cieid;end"))
        assertNull(OriginPolicy.originOf("about:blank"))
        assertNull(OriginPolicy.originOf("https://user:secret@onboarding.example.it/"))
        assertNull(OriginPolicy.originOf("not a url"))
    }

    @Test
    fun everyRoleIsConfiguredOnce() {
        assertEquals(OriginKind.values().toSet(), AllowedOrigins.PRODUCTION.map { it.kind }.toSet())
    }

    @Test
    fun allowListedPagesAndFramesStayEverythingElseOpensOutside() {
        assertTrue(production.staysInWebView("https://onboarding.example.it/app.html?fromApp=true"))
        assertTrue(production.staysInWebView("https://recognition.example.it/session/42"))
        assertTrue(production.staysInWebView("https://www.google.com/recaptcha/api2/anchor?k=key"))
        assertTrue(production.staysInWebView("https://documents.example.it/contract.pdf"))
        assertFalse(production.staysInWebView("https://recognition.example.it.evil.example/"))
        assertFalse(production.staysInWebView("http://onboarding.example.it/"))
        assertFalse(production.staysInWebView("https://onboarding.example.it:8443/"))
        assertFalse(production.staysInWebView("mailto:aiuto@example.it"))
    }

    @Test
    fun cameraAndMicrophoneOnlyForTheRecognitionProvider() {
        assertTrue(production.mayUseCamera("https://recognition.example.it/"))
        assertTrue(production.mayUseMicrophone("https://recognition.example.it"))
        for (other in listOf("https://onboarding.example.it", "https://www.google.com", "https://api.example.it", "https://elsewhere.example")) {
            assertFalse(other, production.mayUseCamera(other))
            assertFalse(other, production.mayUseMicrophone(other))
        }
    }

    @Test
    fun theBridgeOnlyForTheElementsPage() {
        assertTrue(production.isElement("https://onboarding.example.it/app.html"))
        assertFalse(production.isElement("https://recognition.example.it/"))
        assertFalse(production.isElement("https://www.google.com/"))
    }

    @Test
    fun theDemoHostPlaysEveryRoleInDebugBuildsOnly() {
        val demo = OriginPolicy.forPage("http://localhost:5173/app.html?fromApp=true", AllowedOrigins.PRODUCTION, demoHost = true)
        assertTrue(demo.isElement("http://localhost:5173/"))
        assertTrue(demo.mayUseCamera("http://localhost:5173"))
        assertTrue(demo.staysInWebView("http://localhost:5173/recognition-provider/?session=1"))
        assertTrue(demo.staysInWebView("https://onboarding.example.it/"))
        val release = OriginPolicy.forPage("http://localhost:5173/app.html", AllowedOrigins.PRODUCTION, demoHost = false)
        assertFalse(release.isElement("http://localhost:5173/"))
        assertFalse(release.mayUseCamera("http://localhost:5173"))
    }

    @Test(expected = IllegalArgumentException::class)
    fun anEntryWithAPathIsRefused() {
        AllowedOrigin(OriginKind.API, "https://api.example.it/v2")
    }

    @Test
    fun photoInputs() {
        assertTrue(PhotoInput.acceptsImages(listOf("image/jpeg", "image/png"), capture = false))
        assertTrue(PhotoInput.acceptsImages(listOf("image/*,application/pdf"), capture = false))
        assertTrue(PhotoInput.acceptsImages(listOf(".JPG"), capture = false))
        assertTrue(PhotoInput.acceptsImages(listOf("application/pdf"), capture = true))
        assertTrue(PhotoInput.acceptsImages(listOf(""), capture = false))
        assertTrue(PhotoInput.acceptsImages(emptyList(), capture = false))
        assertFalse(PhotoInput.acceptsImages(listOf("application/pdf"), capture = false))
        assertFalse(PhotoInput.acceptsImages(listOf("text/csv", ".pdf"), capture = false))
    }
}
