// The online-banking page's links into the wizard (the upgrades, demo-host/server/README.md "Upgrades"): with
// the hand-off tokens it reads `users/me/details` and offers what fits the customer's profile. The tokens go
// into the links' addresses (the wizard reads them from the URL) and are never printed.
(function () {
  'use strict';
  var DAY_MS = 86400000;
  /** The document expires within this many days (or has expired): its renewal is offered. */
  var RENEWAL_DAYS = 60;

  /**
   * The links for `profile` (users/me/details `profile`): [{ text, href }]. `tokens` = { at, rt }; `now` in ms.
   */
  function onlineBankingLinks(profile, tokens, now) {
    if (!profile) return [];
    var auth = '&access_token=' + encodeURIComponent(tokens.at) + '&refresh_token=' + encodeURIComponent(tokens.rt);
    var links = [];
    if (profile.level === 'B') links.push({ text: 'Passa al livello A', href: '/?upgrade=true' + auth });
    if (profile.formerMinor === true) links.push({ text: 'Passa al conto per maggiorenni', href: '/?upgradeMinor=true' + auth });
    var expiry = profile.document && profile.document.expiryDate;
    var limit = new Date(now + RENEWAL_DAYS * DAY_MS).toISOString().slice(0, 10);
    if (typeof expiry === 'string' && expiry <= limit) {
      links.push({ text: "Aggiorna il documento d'identità", href: '/?updateDocument=true' + auth });
    }
    return links;
  }

  /** Reads the details with the stored tokens and lists the links in `#upgrade-links`. */
  function render() {
    var list = document.getElementById('upgrade-links');
    var at = localStorage.getItem('access_token');
    var rt = localStorage.getItem('refresh_token');
    if (!list || !at || !rt) return Promise.resolve();
    return fetch('/api/usr/v2/users/me/details', { headers: { Authorization: 'Bearer ' + at } })
      .then(function (res) {
        if (!res.ok) throw new Error(String(res.status));
        return res.json();
      })
      .then(function (details) {
        onlineBankingLinks(details.profile, { at: at, rt: rt }, Date.now()).forEach(function (link) {
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
