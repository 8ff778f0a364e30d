// Simulated native host for /webview.html (DESIGN.md §5).
//
// Loaded as a classic (blocking) script in <head>, so the platform shim below exists BEFORE
// the element's module script runs: real apps inject theirs at document start too
// (WKUserScript, addJavascriptInterface, react-native-webview's injected object).
// Plain browser JS, no build step. Query parameters other than `platform` are left alone:
// the element reads its own flags (fromApp, access_token, ...) from the URL.
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

  function record(entry) {
    log.push(entry);
    flush();
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

    // Plain links (no other parameters copied: the URL may still hold a token at this point).
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
