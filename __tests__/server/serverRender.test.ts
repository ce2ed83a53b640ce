// Pages drawn on the server: the real render module (src/renderPage.tsx) behind the real server,
// with a temporary database of the demo content. Expected text comes from the API, not the demo.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pageRendererAt } from '../../server/modules/site/pageRenderer';
import type { TestClient } from '../support/testClient';
import type { GeneralData } from '../../src/api/types';
import { renderPage, type RenderPage } from '../../src/renderPage';
import { buildTestApp, type TestApp } from '../support/build';

const html = { accept: 'text/html' };

let server: TestApp;
let renderer: RenderPage | null = renderPage;
let client: TestClient;

beforeAll(async () => {
  server = await buildTestApp({
    prefix: 'salon-render',
    drawPages: true,
    distFiles: { 'server/render.cjs': 'exports.renderPage = async () => null;' },
    renderer: async () => renderer,
  });
  ({ client } = server);
});

afterAll(() => server.close());

afterEach(() => {
  renderer = renderPage;
});

const api = async <T>(url: string) => (JSON.parse((await client({ url })).body) as { data: T }).data;
const root = (body: string) => /<div id="root">([\s\S]*)<\/div><script id="app-start-data"/.exec(body)?.[1] ?? '';
const head = (body: string) => /<head>([\s\S]*)<\/head>/.exec(body)?.[1] ?? '';
const text = (markup: string) =>
  markup
    .replace(/<[^>]*>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

interface SeoEntry {
  title?: string;
  description?: string;
}

describe('a page drawn on the server', () => {
  it('arrives with its heading, its content and its own title and description in the head', async () => {
    const about = await api<{ aboutSettings?: { banner_title?: string } }>('/api/about-page');
    const general = await api<{ seoPages?: SeoEntry[] }>('/api/general-data');
    const seo = general.seoPages?.[1];
    const response = await client({ url: '/about', headers: html });
    expect(response.statusCode).toBe(200);

    const body = root(response.body);
    const heading = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(body);
    expect(text(heading?.[1] ?? '')).toBe(about.aboutSettings?.banner_title?.trim());
    expect(body).toContain('<header');
    expect(body).toContain('<footer');

    const headPart = head(response.body);
    expect(headPart.match(/<title\b/g)).toHaveLength(1);
    expect(headPart).not.toContain('Generic title');
    expect(text(/<title\b[^>]*>([^<]*)<\/title>/.exec(headPart)?.[1] ?? '')).toBe(seo?.title?.trim());
    expect(headPart).toMatch(/<meta [^>]*name="description"/);
    // Share previews and the canonical address name the address the visitor asked for.
    expect(headPart).toMatch(new RegExp(`<link [^>]*rel="canonical" href="http://127\\.0\\.0\\.1:\\d+/about"`));
  });

  it('keeps HTML from content to what the sanitiser allows, as the browser does', async () => {
    const about = await api<{ aboutSettings?: Record<string, unknown> }>('/api/about-page');
    const general = await api<GeneralData>('/api/general-data');
    const page = await renderPage('http://localhost/about', {
      getGeneralData: general,
      getAboutPage: {
        ...about,
        aboutSettings: {
          ...about.aboutSettings,
          banner_description:
            '<p>Kept</p><img src=x onerror="alert(1)"><script>alert(2)</script><a href="/x" target="_blank">link</a>',
        },
      },
    });
    const body = page?.body ?? '';
    expect(body).toContain('<p>Kept</p>');
    expect(body).toContain('<a href="/x" target="_blank" rel="noopener noreferrer">link</a>');
    expect(body).not.toContain('onerror');
    expect(body).not.toContain('alert(2)');
  });

  it('draws an unknown address as the not-found page, kept out of search results', async () => {
    const response = await client({ url: '/no/such/page', headers: html });
    expect(response.statusCode).toBe(404);
    expect(root(response.body)).toContain('<h1');
    expect(head(response.body)).toMatch(/<meta [^>]*name="robots" content="noindex"/);
  });

  it('sends places that load code on demand (carousels, the flipbook) as their placeholders', async () => {
    const home = root((await client({ url: '/', headers: html })).body);
    const products = root((await client({ url: '/products', headers: html })).body);
    expect(home).not.toContain('slick-');
    expect(products).not.toContain('flipbook__book');
  });

  it('sends the contact form as a form the server takes, posted to the contact page, its button on', async () => {
    const contact = root((await client({ url: '/contact', headers: html })).body);
    const form = /<form\b[^>]*class="contact-form"[^>]*>/.exec(contact)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/contact"');
    expect(contact).toMatch(/<button type="submit"[^>]*>/);
    expect(contact).not.toMatch(/<button type="submit"[^>]*disabled/);
  });

  it('sends the page for the browser to draw when the render fails', async () => {
    renderer = async () => {
      throw new Error('render broke');
    };
    const response = await client({ url: '/gallery', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('<title>Generic title</title>');
    expect(response.body).toContain('<script id="app-start-data"');
  });

  it('never serves the render module itself', async () => {
    for (const url of ['/server/render.cjs', '/server']) {
      const response = await client({ url, headers: { accept: '*/*' } });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('renderPage');
    }
  });
});

describe('loading the build’s render module', () => {
  const log = { warn: jest.fn() } as unknown as Parameters<typeof pageRendererAt>[1];
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-renderer-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('finds none before a build', async () => {
    expect(await pageRendererAt(path.join(dir, 'render.cjs'), log)()).toBeNull();
  });

  it('loads the render the module exports, and gives its sanitiser a DOM', async () => {
    const file = path.join(dir, 'render.cjs');
    fs.writeFileSync(
      file,
      `let window = null;
      exports.setSanitizerWindow = (given) => { window = given; };
      exports.renderPage = async () => ({ head: '', body: window.document.createElement('p').outerHTML });`,
    );
    expect(await (await pageRendererAt(file, log)())?.('http://localhost/', {})).toEqual({ head: '', body: '<p></p>' });
  });

  it('reports a broken module and goes on without it', async () => {
    const file = path.join(dir, 'render.cjs');
    fs.writeFileSync(file, 'this is not javascript(');
    expect(await pageRendererAt(file, log)()).toBeNull();
    expect(log.warn).toHaveBeenCalled();
  });
});
