// WebKitGTK (Safari's engine) through Debian's WebKitWebDriver and MiniBrowser, with selenium-webdriver.
// Its quirks, handled here:
// - MiniBrowser has no headless mode: it runs in an Xvfb of its own (a free display, `-displayfd`).
// - Invoker Commands (`commandfor`/`command`) are switched off, as in Safari before 26.2, the oldest
//   Safari the site supports: `--features=-CommandAttributes`.
// - Its window cannot be narrower than ~447 px until a GTK stylesheet shrinks the toolbar (written
//   into a temporary XDG_CONFIG_HOME); the window is then sized by how far innerWidth/innerHeight fall
//   short.
// - Its WebDriver's page load strategies other than 'none' stall the commands that follow a load.
// - Its click does not scroll a far-off element into view: driver.ts scrolls first.
// - A script that reaches the page just as a new document takes its place is now and then never
//   answered: driver.ts asks a wait's check again when its answer is late.
// - Classic WebDriver gives no console: the page recorder (pageRecorder.ts) keeps errors instead.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Builder, By, Capabilities, Key as Keys, Origin, type WebDriver } from 'selenium-webdriver';
import { freePort } from '../freePort';
import type { Backend, Key, Size } from './driver';
import { stopProcess } from './stopProcess';

export const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const WEBKIT_WEBDRIVER_PATH = process.env.WEBKIT_WEBDRIVER_PATH ?? 'WebKitWebDriver';

/** The toolbar's minimum width otherwise keeps the window wider than a phone. */
const GTK_CSS =
  'toolbar, toolbar *, entry, button { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 4px; }\n';

const KEYS: Record<Key, string> = {
  Escape: Keys.ESCAPE,
  Enter: Keys.ENTER,
  Tab: Keys.TAB,
  ArrowLeft: Keys.ARROW_LEFT,
  ArrowRight: Keys.ARROW_RIGHT,
};

const stop = (child: ChildProcess) => stopProcess(child, 5000);

/** Xvfb on the first free display (it says which on a pipe) and WebKitWebDriver on it. */
export interface WebKitServices {
  url: string;
  env: NodeJS.ProcessEnv;
  stop(): Promise<void>;
}

export async function startWebKitServices(): Promise<WebKitServices> {
  const home = mkdtempSync(path.join(tmpdir(), 'salon-webkit-'));
  const config = path.join(home, 'config');
  mkdirSync(path.join(config, 'gtk-3.0'), { recursive: true });
  writeFileSync(path.join(config, 'gtk-3.0', 'gtk.css'), GTK_CSS);

  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  let xvfbOutput = '';
  xvfb.stderr?.on('data', (chunk: Buffer) => (xvfbOutput += chunk.toString()));
  const display = await new Promise<string>((resolve, reject) => {
    let said = '';
    const timer = setTimeout(() => reject(new Error(`Xvfb did not start: ${xvfbOutput}`)), 15_000);
    (xvfb.stdio[3] as NodeJS.ReadableStream).on('data', (chunk: Buffer) => {
      said += chunk.toString();
      if (said.includes('\n')) {
        clearTimeout(timer);
        resolve(`:${said.trim()}`);
      }
    });
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${xvfbOutput}`)));
  });

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DISPLAY: display,
    XDG_CONFIG_HOME: config,
    XDG_CACHE_HOME: path.join(home, 'cache'),
    XDG_DATA_HOME: path.join(home, 'data'),
    // No accessibility bus or portal to wait for in a bare X server.
    NO_AT_BRIDGE: '1',
    GTK_A11Y: 'none',
    // Without a GPU, accelerated compositing is Mesa's OpenGL in software: half of the browser's
    // processor time, spent on drawing layers that no journey looks at (layout, script and events
    // are the same either way).
    WEBKIT_DISABLE_COMPOSITING_MODE: '1',
  };
  const port = Number(process.env.WEBKIT_DRIVER_PORT ?? 0) || (await freePort());
  // The browser it starts stands for a visitor's device: below the server's priority, at its image
  // encoder's (as e2e/visitorBrowser.sh starts Chromium), so that a page's pictures never wait
  // minutes for their variants while the browser takes the processor.
  const driver = spawn('nice', ['-n', '10', WEBKIT_WEBDRIVER_PATH, `--port=${port}`, '--host=127.0.0.1'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let driverOutput = '';
  driver.stdout?.on('data', (chunk: Buffer) => (driverOutput += chunk.toString()));
  driver.stderr?.on('data', (chunk: Buffer) => (driverOutput += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/status`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (driver.exitCode !== null || Date.now() > deadline) {
      await stop(driver);
      await stop(xvfb);
      throw new Error(`WebKitWebDriver did not start on ${url}: ${driverOutput}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    env,
    async stop() {
      await stop(driver);
      await stop(xvfb);
      // The browser's last processes may still be writing their caches: a few tries, then left for
      // the system's temporary folder cleaning.
      try {
        rmSync(home, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch {
        // Left behind.
      }
    },
  };
}

/** How long a WebDriver command may go unanswered before the run says which one it is. */
const UNANSWERED_MS = 20_000;

// The command's answer; a line naming it if it has none after UNANSWERED_MS, so that the log says which
// command a stalled test waits for.
async function watched<T>(what: string, command: Promise<T>): Promise<T> {
  const timer = setTimeout(
    () => console.warn(`webkit: no answer to ${what} after ${UNANSWERED_MS / 1000} s`),
    UNANSWERED_MS,
  );
  // A check that driver.ts has asked again may stay unanswered: it keeps no process alive.
  timer.unref();
  try {
    return await command;
  } finally {
    clearTimeout(timer);
  }
}

class WebKitBackend implements Backend {
  constructor(private readonly driver: WebDriver) {}

  async navigate(url: string): Promise<void> {
    await watched(`loading ${url}`, this.driver.get(url));
  }

  async evaluate(expression: string): Promise<unknown> {
    const answer = await watched(
      `the script ${expression.replace(/\s+/g, ' ').slice(0, 120)}`,
      this.driver.executeAsyncScript<{ value?: unknown; error?: string }>(
        `var done = arguments[arguments.length - 1];
       Promise.resolve().then(function () { return ${expression}; }).then(
         function (value) { done({ value: value === undefined ? null : value }); },
         function (error) { done({ error: String(error && error.stack || error) }); });`,
      ),
    );
    if (answer.error !== undefined) throw new Error(`In the page: ${answer.error}`);
    return answer.value;
  }

  async click(selector: string): Promise<void> {
    // driver.ts has scrolled it into view: this click would not.
    await watched(`a click on ${selector}`, this.driver.findElement(By.css(selector)).click());
  }

  async clickAt(x: number, y: number): Promise<void> {
    await watched(
      `a click at ${x},${y}`,
      this.driver
        .actions({ async: true })
        .move({ x: Math.round(x), y: Math.round(y), origin: Origin.VIEWPORT })
        .click()
        .perform(),
    );
  }

  async press(key: Key): Promise<void> {
    await watched(`the key ${key}`, this.driver.actions({ async: true }).sendKeys(KEYS[key]).perform());
  }

  async fill(selector: string, text: string): Promise<void> {
    const element = await this.driver.findElement(By.css(selector));
    await this.driver.executeScript('arguments[0].scrollIntoView({ block: "center", behavior: "instant" });', element);
    await element.clear();
    await element.sendKeys(text);
  }

  async setViewport(size: Size): Promise<void> {
    const window = this.driver.manage().window();
    let rect = { width: size.width, height: size.height };
    // The window's frame and toolbar take some of it: grow it by what the page lacks.
    for (let i = 0; i < 4; i += 1) {
      await window.setRect(rect);
      await new Promise((resolve) => setTimeout(resolve, 150));
      const inner = await this.driver.executeScript<[number, number]>('return [innerWidth, innerHeight];');
      if (inner[0] === size.width && inner[1] === size.height) return;
      rect = { width: rect.width + size.width - inner[0], height: rect.height + size.height - inner[1] };
    }
    const inner = await this.driver.executeScript<[number, number]>('return [innerWidth, innerHeight];');
    throw new Error(`MiniBrowser's viewport stays ${inner[0]}×${inner[1]}, not ${size.width}×${size.height}`);
  }

  async deleteCookies(): Promise<void> {
    await watched('deleting the cookies', this.driver.manage().deleteAllCookies());
  }

  async close(): Promise<void> {
    await this.driver.quit();
  }
}

export async function openWebKit(services: WebKitServices, size: Size): Promise<Backend> {
  const capabilities = new Capabilities({
    browserName: 'MiniBrowser',
    // Its 'eager' and 'normal' make the next command wait for every last request of the page (and
    // a page whose app's code is held back never finishes): driver.ts waits for what it needs itself.
    pageLoadStrategy: 'none',
    'webkitgtk:browserOptions': {
      binary: MINIBROWSER_PATH,
      args: ['--automation', '--features=-CommandAttributes'],
    },
  });
  const driver = await new Builder().usingServer(services.url).withCapabilities(capabilities).build();
  await driver.manage().setTimeouts({ script: 60_000, pageLoad: 30_000 });
  const backend = new WebKitBackend(driver);
  // A blank page first, so that the window has a page to measure.
  await driver.get('about:blank');
  await driver.wait(async () => {
    try {
      return (
        (await driver.executeScript(
          'return location.href === "about:blank" && document.readyState === "complete";',
        )) === true
      );
    } catch {
      return false;
    }
  }, 30_000);
  await backend.setViewport(size);
  return backend;
}
