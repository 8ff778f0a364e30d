// What a host page hears from <bank-onboarding>: every `onboarding-*` event the element
// dispatches bubbles and crosses the shadow root, so one listener per name on `document` sees them.
// The demo host records them in `window.__onboardingEvents` (read by the end-to-end tests and by a
// tester in the console) and, where the page has a `#tracking-log` list, shows the tracking events. A
// configuration error (`onboarding-config-error`) is shown above the element, with the attribute to fix.
// Plain browser JS, no build step, loaded as a classic script in <head> (before the element runs).
(function () {
  'use strict';

  var NAMES = [
    'onboarding-step-change',
    'onboarding-track',
    'onboarding-exit',
    'onboarding-session-expired',
    'onboarding-session-refreshed',
    'onboarding-complete',
    'onboarding-error',
    'onboarding-bridge-message',
    'onboarding-config-error',
    'onboarding-ready',
    'onboarding-load-error',
  ];

  /** Every event heard, in order: { type, detail }. */
  var events = [];
  window.__onboardingEvents = events;

  /** How many tracking events are on screen; the list may not exist yet when the first arrive. */
  var rendered = 0;

  function trackingEvents() {
    return events.filter(function (event) {
      return event.type === 'onboarding-track';
    });
  }

  function flush() {
    var list = document.getElementById('tracking-log');
    if (!list) return;
    var tracked = trackingEvents();
    for (; rendered < tracked.length; rendered++) {
      var detail = tracked[rendered].detail || {};
      var item = document.createElement('li');
      item.textContent = detail.name + ' (' + detail.kind + ') ' + JSON.stringify(detail.payload);
      list.appendChild(item);
    }
    var empty = document.getElementById('tracking-log-empty');
    if (empty) empty.hidden = rendered > 0;
  }

  NAMES.forEach(function (name) {
    document.addEventListener(name, function (event) {
      var detail;
      try {
        detail = JSON.parse(JSON.stringify(event.detail));
      } catch {
        detail = null;
      }
      events.push({ type: name, detail: detail });
      if (name === 'onboarding-track') flush();
      if (name === 'onboarding-config-error' && detail) showConfigError(event.target, detail);
    });
  });

  /** A banner before the element: the page's developer sees what to fix without opening the console. */
  function showConfigError(element, detail) {
    var banner = document.createElement('p');
    banner.className = 'config-error';
    banner.setAttribute('role', 'alert');
    banner.setAttribute('data-attribute', detail.attribute);
    banner.textContent = 'Configurazione: ' + detail.attribute + ' — ' + detail.message;
    banner.style.cssText = 'margin:0;padding:8px 12px;background:#fff4e5;color:#5c3b00;border:1px solid #f0b35a;font:14px/1.4 system-ui,sans-serif';
    var anchor = element instanceof Element && element.parentNode ? element : document.body.firstChild;
    (anchor && anchor.parentNode ? anchor.parentNode : document.body).insertBefore(banner, anchor);
  }

  function setup() {
    flush();
    // Demo host only (the end-to-end fault runs use it): `?request-timeout=<ms>` in the page address sets the element's
    // request-timeout attribute before it boots (this script is deferred, ahead of the element's module), and
    // is remembered for the tab, so pages reached later (from online banking, back from a provider) keep it.
    var timeout = new URLSearchParams(window.location.search).get('request-timeout');
    try {
      if (timeout) sessionStorage.setItem('demo-request-timeout', timeout);
      else timeout = sessionStorage.getItem('demo-request-timeout');
    } catch {
      // Storage refused (some webviews): the address alone sets it.
    }
    if (timeout && /^[1-9][0-9]{0,6}$/.test(timeout)) {
      document.querySelectorAll('bank-onboarding').forEach(function (element) {
        element.setAttribute('request-timeout', timeout);
      });
    }
    // Demo host only: the app's "Premium" entry opens the element's PremiumFeatures route (spec §2).
    var premium = document.getElementById('open-premium');
    if (premium) {
      premium.addEventListener('click', function () {
        window.location.hash = '#/premiumFeatures';
      });
    }
  }

  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', setup);
  } else {
    setup();
  }
})();
