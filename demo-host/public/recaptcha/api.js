// Sandbox stand-in for the bot-protection challenge script (spec §7 Other: "A bot-protection
// script from a challenge service is loaded at start-up with a site key, deferred"). Served by the
// demo host at /recaptcha/api.js; load it as
//
//   <script src="/recaptcha/api.js?render=SITE_KEY" defer></script>
//
// It mimics the public API of reCAPTCHA v3 on window.grecaptcha:
//   - grecaptcha.ready(callback): calls back asynchronously (the script is already loaded).
//   - grecaptcha.execute(siteKey, { action }): a Promise of a token 'sandbox.<action>.<random hex>',
//     which the sandbox's pre-register accepts in X-Recaptcha-Response-Token. With the site key
//     'sandbox-fail' the token is 'fail', which pre-register rejects (400 RECAPTCHA_FAILED).
//     A site key other than the rendered one rejects with an Error, as the real service does.
// Also honoured, as the real script does: an `onload=<global function name>` query parameter, and
// callbacks queued in window.___grecaptcha_cfg.fns by pages that call ready() before loading it.
//
// Plain ES2019, no modules, no dependencies; nothing leaves the page.
(function () {
  'use strict';

  /** The site key whose tokens the sandbox rejects. */
  var FAIL_SITE_KEY = 'sandbox-fail';
  /** The token value the sandbox's pre-register rejects. */
  var FAIL_TOKEN = 'fail';

  /**
   * One query parameter of a URL, or '' when absent. Parsed by hand so the script does not need
   * URL or URLSearchParams.
   */
  function queryParam(url, name) {
    var query = url.split('#')[0].split('?').slice(1).join('?');
    var pairs = query ? query.split('&') : [];
    for (var i = 0; i < pairs.length; i++) {
      var eq = pairs[i].indexOf('=');
      var key = eq < 0 ? pairs[i] : pairs[i].slice(0, eq);
      var value = eq < 0 ? '' : pairs[i].slice(eq + 1);
      try {
        if (decodeURIComponent(key.replace(/\+/g, ' ')) === name) return decodeURIComponent(value.replace(/\+/g, ' '));
      } catch {
        // A malformed escape: not the parameter we want.
      }
    }
    return '';
  }

  /** The src of this script's own <script> element (read now: currentScript is only set while it runs). */
  var script = typeof document !== 'undefined' ? document.currentScript : null;
  var src = script && script.src ? String(script.src) : '';
  /** The site key the page rendered the script with (`?render=`). */
  var renderedKey = queryParam(src, 'render');

  /** `bytes` random bytes as hex: Web Crypto when present, Math.random otherwise (a sandbox token). */
  function randomHex(bytes) {
    var values = [];
    if (typeof crypto !== 'undefined' && crypto && typeof crypto.getRandomValues === 'function') {
      values = Array.prototype.slice.call(crypto.getRandomValues(new Uint8Array(bytes)));
    } else {
      for (var i = 0; i < bytes; i++) values.push(Math.floor(Math.random() * 256));
    }
    return values
      .map(function (b) {
        return (b < 16 ? '0' : '') + b.toString(16);
      })
      .join('');
  }

  /** Runs a callback after the current task, like the real `ready`; a throwing callback is reported, not rethrown. */
  function later(callback) {
    Promise.resolve().then(function () {
      try {
        callback();
      } catch (error) {
        if (typeof console !== 'undefined') console.error(error);
      }
    });
  }

  /** grecaptcha.ready(callback): the script is loaded, so it only defers the call. */
  function ready(callback) {
    if (typeof callback !== 'function') throw new Error('grecaptcha.ready expects a function');
    later(callback);
  }

  /** grecaptcha.execute(siteKey, { action }): a Promise of a token. */
  function execute(siteKey, options) {
    return new Promise(function (resolve, reject) {
      if (!renderedKey) {
        reject(new Error('grecaptcha: no site key rendered (load api.js with ?render=SITE_KEY)'));
        return;
      }
      if (siteKey !== renderedKey) {
        reject(new Error('grecaptcha: invalid site key or not loaded in api.js: ' + String(siteKey)));
        return;
      }
      if (siteKey === FAIL_SITE_KEY) {
        resolve(FAIL_TOKEN);
        return;
      }
      var action = options && typeof options.action === 'string' && options.action ? options.action : 'default';
      resolve('sandbox.' + action + '.' + randomHex(16));
    });
  }

  window.grecaptcha = { ready: ready, execute: execute };

  // Callbacks a page queued before the script loaded (the real service's documented pattern).
  var cfg = window.___grecaptcha_cfg;
  var queued = cfg && Array.isArray(cfg.fns) ? cfg.fns.splice(0) : [];
  for (var i = 0; i < queued.length; i++) {
    if (typeof queued[i] === 'function') later(queued[i]);
  }

  // `?onload=name`: a global function to call once loaded.
  var onload = queryParam(src, 'onload');
  if (onload && typeof window[onload] === 'function') later(window[onload]);
})();
