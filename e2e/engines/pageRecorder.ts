// The recorder the proxy puts first into every page (before any script of the site runs), the same
// in each engine: classic WebDriver (WebKit) gives no console, so what went wrong is kept in the
// tab's sessionStorage, where it outlives the page, and read back by the harness (driver.ts).
// - 'error': an uncaught exception; 'rejection': an unhandled promise rejection;
// - 'console': console.error and console.warn, and pdf.js's warnings (console.log "Warning: …");
// - the page's layout shifts, where the engine reports them, on window.__enginesShifts.

/** The sessionStorage key of the log. */
export const LOG_KEY = 'engines.log';

export interface LogEntry {
  kind: 'error' | 'rejection' | 'console';
  text: string;
  /** The page's path and query when it was recorded. */
  page: string;
}

// Plain JavaScript: it is written into the page as it is, and allowed by its hash.
export const RECORDER_SCRIPT = `(function () {
  var key = ${JSON.stringify(LOG_KEY)};
  function record(kind, text) {
    try {
      var log = JSON.parse(sessionStorage.getItem(key) || '[]');
      log.push({ kind: kind, text: String(text).slice(0, 500), page: location.pathname + location.search });
      sessionStorage.setItem(key, JSON.stringify(log));
    } catch (e) {}
  }
  function describe(value) {
    if (value instanceof Error) return value.name + ': ' + value.message;
    try { return typeof value === 'string' ? value : JSON.stringify(value); } catch (e) { return String(value); }
  }
  window.addEventListener('error', function (event) {
    record('error', (event.message || describe(event.error)) + (event.filename ? ' (' + event.filename + ':' + event.lineno + ')' : ''));
  });
  window.addEventListener('unhandledrejection', function (event) { record('rejection', describe(event.reason)); });
  ['error', 'warn'].forEach(function (level) {
    var original = console[level];
    console[level] = function () {
      record('console', level + ': ' + Array.prototype.map.call(arguments, describe).join(' '));
      return original.apply(console, arguments);
    };
  });
  var log = console.log;
  console.log = function (first) {
    if (typeof first === 'string' && first.indexOf('Warning:') === 0) record('console', 'log: ' + first);
    return log.apply(console, arguments);
  };
  var shifts = (window.__enginesShifts = []);
  try {
    if (PerformanceObserver.supportedEntryTypes.indexOf('layout-shift') >= 0) {
      new PerformanceObserver(function (list) {
        list.getEntries().forEach(function (entry) { if (!entry.hadRecentInput) shifts.push(entry.value); });
      }).observe({ type: 'layout-shift', buffered: true });
    }
  } catch (e) {}
})();`;
