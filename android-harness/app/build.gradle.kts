plugins {
    id("com.android.application")
    id("org.jetbrains.kotlin.android")
}

val onboardingUrl: String = (project.findProperty("onboardingUrl") as String?) ?: "http://localhost:5173/app.html"

android {
    namespace = "it.bankonboarding.harness"
    compileSdk = 35

    defaultConfig {
        applicationId = "it.bankonboarding.harness"
        minSdk = 24
        targetSdk = 35
        versionCode = 1
        versionName = "0.1.0"
        buildConfigField("String", "ONBOARDING_URL", "\"$onboardingUrl\"")
    }

    buildTypes {
        debug {
            // Plain http to the demo host on localhost is allowed in debug builds only (network_security_config).
            manifestPlaceholders["networkSecurityConfig"] = "@xml/network_security_config_debug"
        }
        release {
            isMinifyEnabled = false
            manifestPlaceholders["networkSecurityConfig"] = "@xml/network_security_config"
        }
    }

    buildFeatures {
        buildConfig = true
    }

    compileOptions {
        sourceCompatibility = JavaVersion.VERSION_17
        targetCompatibility = JavaVersion.VERSION_17
    }
    kotlinOptions {
        jvmTarget = "17"
    }
}

dependencies {
    implementation("androidx.core:core-ktx:1.15.0")
    implementation("androidx.activity:activity-ktx:1.9.3")
    // WebViewCompat.addWebMessageListener (origin allow-list) and WebViewFeature checks.
    implementation("androidx.webkit:webkit:1.12.1")
    // The allow-list's rules (OriginPolicy.kt, pure Kotlin) on the JVM: ./gradlew test.
    testImplementation("junit:junit:4.13.2")
}
