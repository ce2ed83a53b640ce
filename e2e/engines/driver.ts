// One small API over each engine's driver, so that the journeys (journeys.ts) are written once. An
// engine's backend (firefox.ts, webkit.ts) does only what needs the engine's own driver: open a
// session, load an address, run a script, click, press a key, type, size the window. Everything else
// (finding elements by role and name, waiting, the page's errors, history, storage) is done here, by
// scripts in the page, the same way in each engine. Elements are found with @testing-library/dom's
// queries, put into the page on first use.
import { readFileSync } from 'node:fs';
import { LOG_KEY, type LogEntry } from './pageRecorder';

export type EngineName = 'firefox' | 'webkit';

export interface Size {
  width: number;
  height: number;
}

/** What each engine's driver supplies. Selectors are CSS, found by driver.ts beforehand. */
export interface Backend {
  /** Loads the address and returns once its document is parsed (not waiting for its load event). */
  navigate(url: string): Promise<void>;
  /** Runs `expression` (which may give a promise) in the page and returns its value. */
  evaluate(expression: string): Promise<unknown>;
  /** Scrolls the element into view and clicks its middle, as a mouse would. */
  click(selector: string): Promise<void>;
  /** Clicks at a point of the viewport. */
  clickAt(x: number, y: number): Promise<void>;
  /** Presses and releases one key ('Escape', 'Enter', 'Tab', 'ArrowLeft', 'ArrowRight'…) where focus is. */
  press(key: Key): Promise<void>;
  /** Empties the field and types the text into it, key by key. */
  fill(selector: string, text: string): Promise<void>;
  /** Sizes the viewport (the page's innerWidth × innerHeight). */
  setViewport(size: Size): Promise<void>;
  deleteCookies(): Promise<void>;
  close(): Promise<void>;
}

export type Key = 'Escape' | 'Enter' | 'Tab' | 'ArrowLeft' | 'ArrowRight';

/** A text to match exactly, or a pattern (sent to the page as its source and flags). */
export type Name = string | RegExp;

/**
 * An element: by CSS, by ARIA role (and accessible name), or by its label; `within` narrows the search
 * to the first match of another query; `nth` picks one of the matches (negative from the end).
 */
export interface Query {
  css?: string;
  role?: string;
  name?: Name;
  label?: string;
  level?: number;
  within?: Query;
  nth?: number;
  /** Include elements hidden from the accessibility tree (a closed dialog). */
  hidden?: boolean;
}

export const byRole = (role: string, name?: Name, more: Omit<Query, 'role' | 'name'> = {}): Query => ({
  role,
  name,
  ...more,
});
export const byCss = (css: string, more: Omit<Query, 'css'> = {}): Query => ({ css, ...more });
export const byLabel = (label: string, more: Omit<Query, 'label'> = {}): Query => ({ label, ...more });

type Wire = Omit<Query, 'name' | 'within'> & { name?: string | { re: string; flags: string }; within?: Wire };

function wire(query: Query): Wire {
  const { name, within, ...rest } = query;
  return {
    ...rest,
    ...(name === undefined ? {} : { name: name instanceof RegExp ? { re: name.source, flags: name.flags } : name }),
    ...(within ? { within: wire(within) } : {}),
  };
}

export function describeQuery(query: Query): string {
  const parts = [
    query.role && `role=${query.role}`,
    query.name !== undefined && `name=${String(query.name)}`,
    query.label && `label=${query.label}`,
    query.css && `css=${query.css}`,
    query.nth !== undefined && `nth=${query.nth}`,
  ].filter(Boolean);
  return `${parts.join(' ')}${query.within ? ` in (${describeQuery(query.within)})` : ''}`;
}

const TESTING_LIBRARY = readFileSync(
  require.resolve('@testing-library/dom/dist/@testing-library/dom.umd.min.js'),
  'utf8',
);

/** The page's side: queries, visibility, marking an element for the backend's CSS. Plain JavaScript. */
const HELPERS = `(function () {
  var TL = window.TestingLibraryDom;
  var counter = 0;
  function all(q) {
    var base = document.body;
    if (q.within) { base = all(q.within)[0]; if (!base) return []; }
    var name = q.name && typeof q.name === 'object' ? new RegExp(q.name.re, q.name.flags) : q.name;
    var found;
    if (q.role) {
      var options = { hidden: !!q.hidden };
      if (name !== undefined) options.name = name;
      if (q.level !== undefined) options.level = q.level;
      found = TL.queryAllByRole(base, q.role, options);
      if (q.css) found = found.filter(function (e) { return e.matches(q.css); });
    } else if (q.label) {
      found = TL.queryAllByLabelText(base, q.label, { exact: true });
      if (q.css) found = found.filter(function (e) { return e.matches(q.css); });
    } else {
      found = Array.prototype.slice.call(base.querySelectorAll(q.css));
    }
    if (q.nth === undefined) return found;
    var one = found[q.nth < 0 ? found.length + q.nth : q.nth];
    return one ? [one] : [];
  }
  function visible(e) {
    if (!e || !e.isConnected) return false;
    var box = e.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) return false;
    return e.checkVisibility ? e.checkVisibility({ visibilityProperty: true }) : true;
  }
  window.__enginesHelpers = {
    all: all,
    find: function (q) { return all(q)[0] || null; },
    visible: visible,
    mark: function (q) {
      var e = all(q)[0];
      if (!e) return null;
      if (!e.hasAttribute('data-engines-target')) e.setAttribute('data-engines-target', String(++counter) + '-' + Date.now());
      return '[data-engines-target="' + e.getAttribute('data-engines-target') + '"]';
    },
  };
})();`;

export class TimeoutError extends Error {}

export interface WaitOptions {
  timeout?: number;
  /** What is waited for, for the failure's message. */
  what?: string;
}

const DEFAULT_TIMEOUT = 10_000;

/** ENGINES_DEBUG=1 prints each load and wait with its time. */
const debug = process.env.ENGINES_DEBUG
  ? (...what: unknown[]) => console.log(new Date().toISOString(), ...what)
  : () => {};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * How long one check of a wait may go unanswered before it is asked again beside it. WebKitGTK now and
 * then never answers a script that reaches the page just as a new document takes its place (about one
 * load across origins in a hundred, tried), and answers the next one at once.
 */
const ASK_AGAIN_MS = 3_000;

/** The first answer to `check`, asked again every ASK_AGAIN_MS while none has come. */
function firstAnswer<T>(check: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let timer: NodeJS.Timeout | undefined;
    const ask = () => {
      timer = setTimeout(ask, ASK_AGAIN_MS);
      check()
        .then(resolve, reject)
        .finally(() => clearTimeout(timer));
    };
    ask();
  });
}

/** A page function and its arguments, as one expression. */
function call(fn: ((...args: never[]) => unknown) | string, args: unknown[]): string {
  return `(${fn.toString()})(...${JSON.stringify(args)})`;
}

export class Driver {
  constructor(
    readonly engine: EngineName,
    readonly size: Size,
    private readonly backend: Backend,
    /** The site's origins: as visited, and with the app's code held back (proxy.ts). */
    readonly origins: { plain: string; held: string },
  ) {}

  /** Runs a function in the page with JSON arguments; gives its (JSON) result. */
  async evaluate<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T> {
    return (await this.backend.evaluate(call(fn, args))) as T;
  }

  /** Runs a function that uses the page helpers (`h`), putting them into the page first if needed. */
  private async withHelpers<T>(body: string, args: unknown[]): Promise<T> {
    const expression = `(function (h) { if (!h) return { missing: true }; return { value: (${body})(h, ...${JSON.stringify(
      args,
    )}) }; })(window.__enginesHelpers)`;
    let answer = (await this.backend.evaluate(expression)) as { missing?: true; value?: T };
    if (answer?.missing) {
      await this.backend.evaluate(`(function () { ${TESTING_LIBRARY}\n${HELPERS} })(), true`);
      answer = (await this.backend.evaluate(expression)) as { missing?: true; value?: T };
    }
    return answer.value as T;
  }

  /**
   * Polls `check` until it gives a truthy value, and returns it. Errors in between (a page loading) count
   * as no; a check left unanswered is asked again beside it (firstAnswer): it must be safe to run twice.
   */
  async waitFor<T>(check: () => Promise<T>, options: WaitOptions = {}): Promise<NonNullable<T>> {
    const timeout = options.timeout ?? DEFAULT_TIMEOUT;
    const deadline = Date.now() + timeout;
    let last: unknown;
    for (;;) {
      try {
        const value = await firstAnswer(check);
        if (value) return value;
        last = value;
      } catch (error) {
        last = error;
      }
      if (Date.now() > deadline) {
        debug(this.engine, this.label, 'gave up waiting for', options.what, last);
        const why =
          last instanceof Error ? ` (last: ${last.message.split('\n')[0]})` : ` (last: ${JSON.stringify(last)})`;
        throw new TimeoutError(
          `${this.engine} ${this.label}: waited ${timeout} ms for ${options.what ?? 'a condition'}${why}`,
        );
      }
      await sleep(100);
    }
  }

  /** Polls a page function until it gives a truthy value. */
  waitForPage<T, A extends unknown[]>(
    fn: (...args: A) => T | Promise<T>,
    args: A,
    options: WaitOptions = {},
  ): Promise<NonNullable<T>> {
    return this.waitFor(() => this.evaluate(fn, ...args), options);
  }

  get label(): string {
    return `${this.size.width}×${this.size.height}`;
  }

  /** How many elements match, shown or not. */
  count(query: Query): Promise<number> {
    return this.withHelpers<number>('function (h, q) { return h.all(q).length; }', [wire(query)]);
  }

  /** Whether the first match is laid out and shown. */
  isVisible(query: Query): Promise<boolean> {
    return this.withHelpers<boolean>('function (h, q) { return h.visible(h.find(q)); }', [wire(query)]);
  }

  /** Runs a page function on the first match (null when there is none). */
  async on<T, A extends unknown[]>(
    query: Query,
    fn: (element: Element, ...args: A) => T,
    ...args: A
  ): Promise<T | null> {
    return this.withHelpers<T | null>(
      `function (h, q, args) { var e = h.find(q); return e ? (${fn.toString()})(e, ...args) : null; }`,
      [wire(query), args],
    );
  }

  async expectVisible(query: Query, options: WaitOptions = {}): Promise<void> {
    await this.waitFor(() => this.isVisible(query), { what: `${describeQuery(query)} to be shown`, ...options });
  }

  async expectHidden(query: Query, options: WaitOptions = {}): Promise<void> {
    await this.waitFor(async () => !(await this.isVisible(query)), {
      what: `${describeQuery(query)} to be hidden`,
      ...options,
    });
  }

  /** Waits for the first match to be shown, then clicks it as a mouse would (scrolled into view first). */
  async click(query: Query, options: WaitOptions = {}): Promise<void> {
    const what = describeQuery(query);
    const selector = await this.waitFor(
      () =>
        this.withHelpers<string | null>(
          'function (h, q) { var e = h.find(q); return h.visible(e) ? h.mark(q) : null; }',
          [wire(query)],
        ),
      { what: `${what} to be shown, to click it`, ...options },
    );
    // In the middle of the viewport, clear of the sticky header (WebKit's click does not scroll at
    // all, puppeteer's only just into view), and on top there, as a mouse would find it.
    await this.waitFor(
      () =>
        this.evaluate(async (css: string) => {
          const element = document.querySelector(css);
          if (!element) return 'gone';
          element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
          const before = element.getBoundingClientRect();
          // Still for a few frames: not sliding in (a dialog's entrance) or scrolling. (A timer: an
          // animation frame may never come in a window no one sees.)
          await new Promise((resolve) => setTimeout(resolve, 60));
          const box = element.getBoundingClientRect();
          if (box.left !== before.left || box.top !== before.top || box.width !== before.width) return 'moving';
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          if (hit && (element === hit || element.contains(hit))) return true;
          return hit ? `covered by ${hit.localName}.${[...hit.classList].join('.')}` : 'out of the viewport';
        }, selector).then((answer) => (answer === true ? true : Promise.reject(new Error(String(answer))))),
      { what: `${what} to be still and on top in the viewport, to click it`, ...options },
    );
    await this.backend.click(selector);
  }

  clickAt(x: number, y: number): Promise<void> {
    return this.backend.clickAt(x, y);
  }

  press(key: Key): Promise<void> {
    return this.backend.press(key);
  }

  async fill(query: Query, text: string): Promise<void> {
    const selector = await this.waitFor(
      () => this.withHelpers<string | null>('function (h, q) { return h.mark(q); }', [wire(query)]),
      { what: `${describeQuery(query)}, to type into it` },
    );
    await this.backend.fill(selector, text);
  }

  async textOf(query: Query): Promise<string | null> {
    return this.on(query, (element) => element.textContent);
  }

  /** The page's address, path and query (and hash). */
  async path(): Promise<string> {
    return this.evaluate(() => location.pathname + location.search + location.hash);
  }

  async expectPath(expected: string | RegExp, options: WaitOptions = {}): Promise<void> {
    await this.waitFor(
      async () => {
        const now = await this.path();
        return typeof expected === 'string' ? now === expected : expected.test(now);
      },
      { what: `the address to be ${String(expected)}`, ...options },
    );
  }

  /** Whether the app holds the page (React's root on #root). */
  appStarted(): Promise<boolean> {
    return this.evaluate(() => {
      const root = document.getElementById('root');
      return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
    });
  }

  async waitForAppStart(options: WaitOptions = {}): Promise<void> {
    await this.waitFor(() => this.appStarted(), { what: 'the app to start', timeout: 20_000, ...options });
  }

  /**
   * Loads a page of the site (a path) in a new document. With `app` (the default) it returns once the
   * app holds the page; `held` loads it with the app's code held back (proxy.ts).
   */
  async goto(pathname: string, { app = true, held = false }: { app?: boolean; held?: boolean } = {}): Promise<void> {
    const origin = held ? this.origins.held : this.origins.plain;
    await this.load(`${origin}${pathname}`);
    await this.waitForPage(() => document.body !== null, [], { what: `${pathname} to be parsed` });
    if (app && !held) await this.waitForAppStart();
  }

  /** Waits for the load event of the page (its images, fonts and the scripts it asked for). */
  async waitForLoad(): Promise<void> {
    await this.waitForPage(() => document.readyState === 'complete', [], { what: 'the load event', timeout: 30_000 });
  }

  /** Loads an address in a new document, and returns once it is parsed. */
  private async load(url: string): Promise<void> {
    debug(this.engine, this.label, 'load', url);
    const token = await this.markDocument().catch(() => '');
    await this.backend.navigate(url);
    await this.waitForAnotherDocument(token, `${url} to be parsed`, new URL(url).origin);
    debug(this.engine, this.label, 'parsed', url);
  }

  /** A mark on the current document: gone once another document is shown. */
  private async markDocument(): Promise<string> {
    const token = `${Date.now()}-${Math.random()}`;
    await this.evaluate((value: string) => {
      (window as unknown as { __enginesDocument?: string }).__enginesDocument = value;
    }, token);
    return token;
  }

  private async waitForAnotherDocument(token: string, what: string, origin?: string): Promise<void> {
    try {
      await this.waitForPage(
        (value: string, expected: string | null) =>
          (window as unknown as { __enginesDocument?: string }).__enginesDocument !== value &&
          (expected === null || location.origin === expected) &&
          document.readyState !== 'loading',
        [token, origin ?? null],
        { what, timeout: 30_000 },
      );
    } catch (error) {
      // Which of the three it was: the same document still, another origin, or one still loading.
      const seen = await this.evaluate(
        (value: string) => ({
          href: location.href,
          readyState: document.readyState,
          sameDocument: (window as unknown as { __enginesDocument?: string }).__enginesDocument === value,
        }),
        token,
      ).catch((reason: unknown) => String(reason).split('\n')[0]);
      if (error instanceof Error) error.message += `; the page: ${JSON.stringify(seen)}`;
      throw error;
    }
  }

  /** Reloads the page (a new document) and waits for the app, as `goto` does. */
  async reload(): Promise<void> {
    const token = await this.markDocument();
    await this.evaluate(() => setTimeout(() => location.reload(), 0));
    await this.waitForAnotherDocument(token, 'the reloaded page');
    await this.waitForAppStart();
  }

  /** The browser's back (or forward) button: the page's history, as a visitor moves through it. */
  async history(direction: 'back' | 'forward'): Promise<void> {
    await this.evaluate((where: 'back' | 'forward') => setTimeout(() => history[where](), 0), direction);
  }

  /** The recorder's log of the tab for the current origin (pageRecorder.ts). */
  async log(): Promise<LogEntry[]> {
    return this.evaluate((key: string) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as LogEntry[], LOG_KEY);
  }

  /** Uncaught errors and unhandled rejections recorded on this origin, as lines. */
  async pageErrors(): Promise<string[]> {
    return (await this.log())
      .filter((entry) => entry.kind !== 'console')
      .map((entry) => `${entry.kind} on ${entry.page}: ${entry.text}`);
  }

  async clearLog(): Promise<void> {
    await this.evaluate((key: string) => sessionStorage.removeItem(key), LOG_KEY);
  }

  /** A first visit again: no cookies, no storage of either origin. */
  async fresh(): Promise<void> {
    await this.backend.deleteCookies();
    for (const origin of [this.origins.plain, this.origins.held]) {
      await this.load(`${origin}/robots.txt`);
      await this.waitForPage(
        () => {
          localStorage.clear();
          sessionStorage.clear();
          return true;
        },
        [],
        { what: `the storage of ${origin} to be cleared` },
      );
    }
  }

  async setViewport(size: Size): Promise<void> {
    await this.backend.setViewport(size);
  }

  viewport(): Promise<Size> {
    return this.evaluate(() => ({ width: innerWidth, height: innerHeight }));
  }

  close(): Promise<void> {
    return this.backend.close();
  }
}
