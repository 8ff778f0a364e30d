import UIKit

/// The app's own screen: opens the onboarding, then shows why it closed (`last-result`: `exit:home`,
/// `sessionExpired`, `goBack`) and every bridge message received (`bridge-log`).
final class RootViewController: UIViewController {
    private let lastResult = UILabel()
    private let log = UILabel()
    private var started = false

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Apri il conto"
        view.backgroundColor = .systemBackground

        let start = UIButton(type: .system)
        start.setTitle("Apri la registrazione", for: .normal)
        start.accessibilityIdentifier = "start-onboarding"
        start.addTarget(self, action: #selector(open), for: .touchUpInside)

        lastResult.text = "Nessuna uscita finora."
        lastResult.accessibilityIdentifier = "last-result"
        log.numberOfLines = 0
        log.font = .monospacedSystemFont(ofSize: 11, weight: .regular)
        log.accessibilityIdentifier = "bridge-log"

        let stack = UIStackView(arrangedSubviews: [start, lastResult, log])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.text = BridgeLog.shared.text
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if LaunchSettings.autoStart && !started { open() }
    }

    @objc private func open() {
        started = true
        let onboarding = OnboardingViewController(url: LaunchSettings.onboardingURL, session: LaunchSettings.session) { [weak self] result in
            self?.lastResult.text = result
            self?.navigationController?.popToRootViewController(animated: true)
        }
        navigationController?.pushViewController(onboarding, animated: true)
    }
}

/// Every message the app accepted, one JSON envelope a line (read by testers and test/appium/host.ts).
final class BridgeLog {
    static let shared = BridgeLog()
    private(set) var lines: [String] = []
    var text: String { lines.joined(separator: "\n") }
    func add(_ line: String) { lines.append(line) }
}
