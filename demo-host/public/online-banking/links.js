// The online-banking page's links into the wizard (the upgrades, demo-host/server/README.md "Upgrades"): with
// the hand-off tokens it reads `users/me/details` and offers what fits the customer's profile. No token is ever
// in a link's address (an address ends up in histories, logs and referrers) nor printed: when one of the links
// is followed, the page writes its session into session storage as `at` / `rt` (spec §3, the keys the wizard's
// own log-in reload uses) right before the same-tab navigation, and the wizard starts logged in from there.
(function () {
  'use strict';
  var DAY_MS = 86400000;
  /** The document expires within this many days (or has expired): its renewal is offered. */
  var RENEWAL_DAYS = 60;

  /** The links for `profile` (users/me/details `profile`): [{ text, href }]; `now` in ms. */
  function onlineBankingLinks(profile, now) {
    if (!profile) return [];
    var links = [];
    if (profile.level === 'B') links.push({ text: 'Passa al livello A', href: '/?upgrade=true' });
    if (profile.formerMinor === true) links.push({ text: 'Passa al conto per maggiorenni', href: '/?upgradeMinor=true' });
    var expiry = profile.document && profile.document.expiryDate;
    var limit = new Date(now + RENEWAL_DAYS * DAY_MS).toISOString().slice(0, 10);
    if (typeof expiry === 'string' && expiry <= limit) {
      links.push({ text: "Aggiorna il documento d'identità", href: '/?updateDocument=true' });
    }
    return links;
  }

  /**
   * A link of the list followed in this tab (a plain primary click): the hand-off session goes into this tab's
   * session storage, which the wizard's page, same tab and same origin, reads at its start. A click that opens
   * another tab or window (modifier keys) or that something else cancelled leaves the storage alone.
   */
  function handOverOnFollow(list) {
    list.addEventListener('click', function (event) {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      var anchor = event.target && typeof event.target.closest === 'function' ? event.target.closest('a') : null;
      if (!anchor) return;
      var at = localStorage.getItem('access_token');
      var rt = localStorage.getItem('refresh_token');
      if (!at || !rt) return;
      sessionStorage.setItem('at', at);
      sessionStorage.setItem('rt', rt);
    });
  }

  /** Reads the details with the stored tokens and lists the links in `#upgrade-links`. */
  function render() {
    var list = document.getElementById('upgrade-links');
    var at = localStorage.getItem('access_token');
    var rt = localStorage.getItem('refresh_token');
    if (!list || !at || !rt) return Promise.resolve();
    handOverOnFollow(list);
    return fetch('/api/usr/v2/users/me/details', { headers: { Authorization: 'Bearer ' + at } })
      .then(function (res) {
        if (!res.ok) throw new Error(String(res.status));
        return res.json();
      })
      .then(function (details) {
        onlineBankingLinks(details.profile, Date.now()).forEach(function (link) {
          var item = document.createElement('li');
          var anchor = document.createElement('a');
          anchor.href = link.href;
          anchor.textContent = link.text;
          item.appendChild(anchor);
          list.appendChild(item);
        });
        list.dataset.loaded = 'true';
      })
      .catch(function () {
        list.dataset.loaded = 'error';
      });
  }

  window.onlineBankingLinks = onlineBankingLinks;
  window.onlineBankingReady = render();
})();
