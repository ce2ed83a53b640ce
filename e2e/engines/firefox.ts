// Firefox ESR (Debian's, /usr/bin/firefox-esr) over WebDriver BiDi with puppeteer-core, headless.
// Its quirks, handled here: a proxy at a dead port (loopback exempt) so that nothing tries to leave
// the machine; the viewport set through BiDi; navigation not awaited through puppeteer, which loses
// track of the pages after one whose load event never came (its app's code held back).
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { freePort } from '../freePort';
import type { Backend, Key, Size } from './driver';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

class FirefoxBackend implements Backend {
  constructor(
    private readonly browser: Browser,
    private readonly page: Page,
  ) {}

  async navigate(url: string): Promise<void> {
    // Not awaited: after a page whose load event never came (its app's code held back), puppeteer's
    // goto never sees the next page's either. driver.ts waits for the new document itself.
    this.page.goto(url, { waitUntil: 'domcontentloaded', timeout: 60_000 }).catch(() => undefined);
    await Promise.resolve();
  }

  evaluate(expression: string): Promise<unknown> {
    return this.page.evaluate(expression);
  }

  async click(selector: string): Promise<void> {
    // puppeteer scrolls the element into view and clicks its middle.
    await this.page.click(selector);
  }

  async clickAt(x: number, y: number): Promise<void> {
    await this.page.mouse.click(x, y);
  }

  async press(key: Key): Promise<void> {
    await this.page.keyboard.press(key);
  }

  async fill(selector: string, text: string): Promise<void> {
    await this.page.click(selector);
    await this.page.$eval(selector, (field) => (field as HTMLInputElement).select());
    await this.page.keyboard.press('Backspace');
    await this.page.keyboard.type(text);
  }

  async setViewport(size: Size): Promise<void> {
    await this.page.setViewport(size);
  }

  async deleteCookies(): Promise<void> {
    await this.browser.deleteCookie(...(await this.browser.cookies()));
  }

  async close(): Promise<void> {
    await this.browser.close();
  }
}

export async function openFirefox(size: Size): Promise<Backend> {
  // A port nobody listens on: the proxy every non-loopback request is sent to, and refused by.
  const port = await freePort();
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    defaultViewport: size,
    extraPrefsFirefox: {
      'network.proxy.type': 1,
      'network.proxy.http': '127.0.0.1',
      'network.proxy.http_port': port,
      'network.proxy.ssl': '127.0.0.1',
      'network.proxy.ssl_port': port,
      'network.proxy.share_proxy_settings': true,
      'network.proxy.no_proxies_on': '127.0.0.1,localhost',
      'network.proxy.allow_hijacking_localhost': false,
    },
  });
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  await page.setViewport(size);
  return new FirefoxBackend(browser, page);
}
