// Simulated native host for /webview.html (DESIGN.md §5).
//
// Loaded as a classic (blocking) script in <head>, so the platform shim below exists BEFORE
// the element's module script runs: real apps inject theirs at document start too
// (WKUserScript, addJavascriptInterface, react-native-webview's injected object).
// Plain browser JS, no build step. Query parameters other than `platform` are left alone:
// the element reads its own flags (fromApp, ...) from the URL.
//
// A session the "app" holds (window.__nativeApp.signIn({ accessToken, refreshToken }), as an app that has
// logged the customer in) is handed over as the harness apps do it: the inbound `session` message, sent once
// the element says appIsReady, never in the URL; after `sessionRefreshed` the app reads the new pair back with
// element.getSession() (the native apps through evaluateJavascript / evaluateJavaScript).
(function () {
  'use strict';

  var PLATFORMS = {
    ios: 'iOS (WKWebView)',
    android: 'Android (WebView)',
    rn: 'React Native (react-native-webview)',
  };

  var requested = new URLSearchParams(window.location.search).get('platform');
  var platform = requested && Object.prototype.hasOwnProperty.call(PLATFORMS, requested) ? requested : 'ios';

  /** Every message the "app" received, parsed to an object; read by the end-to-end tests. */
  var log = [];
  window.__bridgeLog = log;
  window.__bridgePlatform = platform;

  /** How many log entries are on screen; the list may not exist yet when the first arrive. */
  var rendered = 0;

  function flush() {
    var list = document.getElementById('bridge-log');
    if (!list) return;
    for (; rendered < log.length; rendered++) {
      var item = document.createElement('li');
      item.textContent = JSON.stringify(log[rendered]);
      list.appendChild(item);
    }
    var empty = document.getElementById('bridge-log-empty');
    if (empty) empty.hidden = rendered > 0;
  }

  /** The session the simulated app holds; null when signed out or expired. */
  var appSession = null;
  var handedOver = false;
  var elementReady = false;

  /** Once per page and session: the element then keeps it (and refreshes it) in its page's session storage. */
  function handOver() {
    if (!appSession || handedOver || !elementReady) return;
    handedOver = true;
    var message = JSON.stringify({ type: 'session', payload: appSession });
    // Later, as from a native app (evaluateJavascript runs after the current script): the element has started.
    setTimeout(function () {
      var hook = window.bankOnboarding;
      if (hook && typeof hook.receive === 'function') hook.receive(message);
    }, 0);
  }

  /** What the app does with what it received (besides logging it). */
  function react(entry) {
    if (entry.type === 'appIsReady') {
      elementReady = true;
      handOver();
    } else if (entry.type === 'sessionRefreshed') {
      var element = document.querySelector('bank-onboarding');
      var current = element && typeof element.getSession === 'function' ? element.getSession() : null;
      if (current) appSession = { accessToken: current.accessToken, refreshToken: current.refreshToken };
    } else if (entry.type === 'sessionExpired') {
      appSession = null;
    }
  }

  window.__nativeApp = {
    /** The app has logged the customer in: it hands the session over as soon as the element is ready. */
    signIn: function (session) {
      appSession = { accessToken: String(session.accessToken), refreshToken: String(session.refreshToken) };
      handedOver = false;
      handOver();
    },
    /** The session the app holds now (after any refresh), or null. */
    session: function () {
      return appSession;
    },
  };

  function record(entry) {
    log.push(entry);
    flush();
    react(entry);
  }

  /** Android and React Native hand the app a string: parse it as the app would. */
  function fromString(raw) {
    if (typeof raw !== 'string') {
      return { error: 'atteso un testo JSON, ricevuto ' + typeof raw };
    }
    try {
      return JSON.parse(raw);
    } catch {
      return { error: 'JSON non valido' };
    }
  }

  /** WKWebView structured-clones the object it receives; a JSON round trip is close enough. */
  function fromObject(obj) {
    try {
      return JSON.parse(JSON.stringify(obj));
    } catch {
      return { error: 'oggetto non serializzabile' };
    }
  }

  if (platform === 'ios') {
    window.webkit = {
      messageHandlers: {
        bankOnboarding: { postMessage: function (message) { record(fromObject(message)); } },
      },
    };
  } else if (platform === 'android') {
    window.BankOnboardingAndroid = { postMessage: function (message) { record(fromString(message)); } };
  } else {
    window.ReactNativeWebView = { postMessage: function (message) { record(fromString(message)); } };
  }

  function setup() {
    var title = document.getElementById('platform-name');
    if (title) title.textContent = PLATFORMS[platform];
    document.title = 'Host nativo simulato — ' + PLATFORMS[platform];

    // Plain links (no other parameters copied: the URL may hold start-up parameters of the element's).
    var links = document.querySelectorAll('[data-platform]');
    for (var i = 0; i < links.length; i++) {
      if (links[i].getAttribute('data-platform') === platform) links[i].setAttribute('aria-current', 'page');
    }

    flush();

    var status = document.getElementById('native-back-status');
    var back = document.getElementById('native-back');
    if (back) {
      back.addEventListener('click', function () {
        var hook = window.bankOnboarding;
        var accepted = !!(hook && typeof hook.receive === 'function' && hook.receive({ type: 'back' }));
        if (status) {
          status.textContent = accepted
            ? 'Messaggio "back" consegnato all\'elemento.'
            : 'Messaggio "back" non consegnato: l\'elemento non è in ascolto.';
        }
      });
    }
  }

  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', setup);
  } else {
    setup();
  }
})();
