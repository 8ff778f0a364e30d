import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UINavigationController(rootViewController: RootViewController())
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// Launch settings: `-onboardingUrl <url>` and `-autoStart YES` (Appium passes them), else Info.plist's OnboardingURL.
enum LaunchSettings {
    static var onboardingURL: URL {
        let fromArguments = UserDefaults.standard.string(forKey: "onboardingUrl")
        let fromPlist = Bundle.main.object(forInfoDictionaryKey: "OnboardingURL") as? String
        return URL(string: fromArguments ?? fromPlist ?? "http://localhost:5173/app.html")!
    }

    static var autoStart: Bool { UserDefaults.standard.bool(forKey: "autoStart") }

    /// A session the app "holds" (launch arguments `-accessToken … -refreshToken …`, as a logged-in app would
    /// have it): handed to the element over the bridge, never in the URL.
    static var session: SessionTokens? {
        guard let accessToken = UserDefaults.standard.string(forKey: "accessToken"), !accessToken.isEmpty,
              let refreshToken = UserDefaults.standard.string(forKey: "refreshToken"), !refreshToken.isEmpty
        else { return nil }
        return SessionTokens(accessToken: accessToken, refreshToken: refreshToken)
    }
}
