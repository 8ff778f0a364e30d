/* global window, document */
// Installed before any page script (CDP Page.addScriptToEvaluateOnNewDocument) by runtime.bench.ts: counts the
// pending timeouts, the intervals and the window/document listeners a page holds, for the leak check of the
// element's replacements. Listeners added with `once` or an AbortSignal are counted until they go.
(() => {
  const timeouts = new Set();
  const intervals = new Set();
  const listeners = new Map();
  const keyOf = (target, type, options) => `${target === window ? 'window' : 'document'}|${type}|${typeof options === 'boolean' ? options : Boolean(options && options.capture)}`;
  const setT = window.setTimeout;
  const clearT = window.clearTimeout;
  const setI = window.setInterval;
  const clearI = window.clearInterval;
  window.setTimeout = function (fn, ms, ...args) {
    const id = setT.call(window, (...a) => {
      timeouts.delete(id);
      if (typeof fn === 'function') fn(...a);
    }, ms, ...args);
    timeouts.add(id);
    return id;
  };
  window.clearTimeout = (id) => {
    timeouts.delete(id);
    clearT.call(window, id);
  };
  window.setInterval = function (fn, ms, ...args) {
    const id = setI.call(window, fn, ms, ...args);
    intervals.add(id);
    return id;
  };
  window.clearInterval = (id) => {
    intervals.delete(id);
    clearI.call(window, id);
  };
  for (const target of [window, document]) {
    const add = target.addEventListener;
    const remove = target.removeEventListener;
    target.addEventListener = function (type, fn, options) {
      const key = keyOf(target, type, options);
      const keys = listeners.get(fn) ?? new Set();
      keys.add(key);
      listeners.set(fn, keys);
      const signal = options && typeof options === 'object' ? options.signal : undefined;
      if (signal) signal.addEventListener('abort', () => listeners.get(fn)?.delete(key), { once: true });
      return add.call(this, type, fn, options);
    };
    target.removeEventListener = function (type, fn, options) {
      listeners.get(fn)?.delete(keyOf(target, type, options));
      return remove.call(this, type, fn, options);
    };
  }
  window.__census = () => ({
    timeouts: timeouts.size,
    intervals: intervals.size,
    listeners: [...listeners.values()].reduce((n, keys) => n + keys.size, 0),
  });
})();
