// Records every Content-Security-Policy violation of the page in `window.__cspViolations`
// (directive, blocked URI, sample, source), for the end-to-end runs (test/e2e/support.ts onScreen fails on
// any) and for a tester in the console. Violations inside the element's shadow root reach `document`: the
// `securitypolicyviolation` event bubbles and is composed. Plain browser JS, loaded first as a classic script.
(function () {
  'use strict';

  /** Every violation seen, in order. */
  var violations = [];
  window.__cspViolations = violations;

  document.addEventListener(
    'securitypolicyviolation',
    function (event) {
      violations.push({
        directive: event.effectiveDirective || event.violatedDirective,
        blockedURI: event.blockedURI,
        sample: event.sample,
        source: event.sourceFile ? event.sourceFile + ':' + event.lineNumber + ':' + event.columnNumber : '',
      });
    },
    true,
  );
})();
