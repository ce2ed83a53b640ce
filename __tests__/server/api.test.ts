// The content API's GET endpoints, answered from a fresh SQLite file seeded with the demo content.
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { buildTestApp, type TestApp } from '../support/build';
import type { TestClient } from '../support/testClient';
import type {
  AboutPageData,
  ContactPageData,
  GalleryPageData,
  GeneralData,
  ProductsPageData,
  ServicesPageData,
  SocialFeedItem,
} from '../../src/api/types';

let server: TestApp;
let client: TestClient;

beforeAll(async () => {
  server = await buildTestApp({ prefix: 'salon-api' });
  ({ client } = server);
});

afterAll(() => server.close());

async function getData<T>(url: string): Promise<T> {
  const response = await client({ url, headers: { accept: 'application/json' } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json<{ data: T }>();
  expect(Object.keys(body)).toEqual(['data']);
  return body.data;
}

/** Every named field is present and non-empty: the demo content fills all of spec §3. */
function expectFilled(object: object | null | undefined, fields: string[]) {
  expect(object).toBeTruthy();
  for (const field of fields) {
    const value = (object as Record<string, unknown>)[field];
    expect([field, value === null || value === undefined || value === '']).toEqual([field, false]);
  }
}

describe('GET /api/general-data', () => {
  let data: GeneralData;
  beforeAll(async () => {
    data = await getData<GeneralData>('/api/general-data');
  });

  it('answers every part the site reads at start', () => {
    expect(Object.keys(data).sort()).toEqual(
      [
        'footerTitles',
        'galleryItems',
        'headerTitles',
        'homeSettings',
        // The library's details of the pictures it names (the demo gallery's alt texts).
        'media',
        'seoPages',
        'socialChannels',
        'testimonials',
      ].sort(),
    );
  });

  it('fills every home setting, with the before/after labels in the first translation', () => {
    expectFilled(data.homeSettings, [
      'banner_image_right',
      'banner_image_left',
      'banner_title',
      'banner_button_url',
      'what_we_do_title',
      'what_we_do_description',
      'what_we_do_button_label',
      'what_we_do_image_one',
      'what_we_do_image_two',
      'meet_the_founder_image',
      'meet_the_founder_title',
      'meet_the_founder_description',
      'our_mission_title',
      'our_mission_description',
      'our_mission_button_label',
      'our_mission_image_before',
      'our_mission_image_after',
      'services_title',
      'services_button_label',
      'testimonials_title',
      'gallery_title',
      'gallery_button_label',
    ]);
    expectFilled(data.homeSettings?.translations?.[0], ['our_mission_before', 'our_mission_after']);
  });

  it('lists four testimonials and the first five gallery images for the home teaser', () => {
    expect(data.testimonials).toHaveLength(4);
    for (const t of data.testimonials ?? []) expectFilled(t, ['id', 'image', 'name', 'description']);
    expect(data.galleryItems).toHaveLength(5);
    expect(data.galleryItems?.map((g) => g.image)).toEqual([1, 2, 3, 4, 5].map((n) => `gallery/look-0${n}.jpg`));
  });

  it('has six SEO entries in page order, the gallery one carrying image_path', () => {
    const seo = data.seoPages ?? [];
    expect(seo).toHaveLength(6);
    seo.forEach((entry, index) => {
      expectFilled(entry, ['title', 'description', index === 3 ? 'image_path' : 'image']);
    });
    expect(seo[3]).not.toHaveProperty('image');
    expect(seo[0]?.title).toMatch(/CurlCraft/);
    expect(seo[5]?.title).toMatch(/products/i);
  });

  it('fills the header and footer titles', () => {
    expectFilled(data.headerTitles, [
      'home_menu_label',
      'about_menu_label',
      'services_menu_label',
      'gallery_menu_label',
      'contact_us_menu_label',
    ]);
    expectFilled(data.footerTitles, [
      'instagram_title',
      'about_label',
      'services_label',
      'gallery_label',
      'contact_us_label',
      'instagram_url',
      'instagram_button_label',
    ]);
  });

  it('lists five social channels, one of them a plain mail address', () => {
    const channels = data.socialChannels ?? [];
    expect(channels).toHaveLength(5);
    for (const c of channels) expectFilled(c, ['url', 'icon_white', 'icon_grey', 'name']);
    const mail = channels.filter((c) => c.is_mail === 1);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.url).toMatch(/^[^:/\s]+@[^\s]+$/);
    expect(channels.filter((c) => c.is_mail === 0).every((c) => c.url?.startsWith('https://'))).toBe(true);
  });
});

describe('GET /api/services-page', () => {
  it('answers the page settings and five services with ids, prices and icons', async () => {
    const data = await getData<ServicesPageData>('/api/services-page');
    expectFilled(data.servicesPage, ['main_title', 'main_video', 'main_video_poster', 'button_label']);
    expect(data.services).toHaveLength(5);
    for (const s of data.services ?? []) {
      expectFilled(s, [
        'id',
        'title',
        'description',
        'icon',
        'icon_hover',
        'icon_on_image',
        'image',
        'price',
        'button_label',
      ]);
      expect(typeof s.id).toBe('number');
    }
    expect(new Set(data.services?.map((s) => s.id)).size).toBe(5);
  });
});

describe('GET /api/products-page', () => {
  it('nests three categories, each with a PDF and products whose images are a JSON-encoded list', async () => {
    const data = await getData<ProductsPageData>('/api/products-page');
    expectFilled(data.productsSettings, ['main_title', 'main_image', 'products_title']);
    const categories = data.products ?? [];
    expect(categories.map((c) => c.title)).toEqual(['Cleanse', 'Condition', 'Style']);
    expect(categories[0]?.id).toBe(1);
    for (const category of categories) {
      expectFilled(category, ['id', 'title', 'description', 'pdf_file']);
      expect(category.pdf_file).toMatch(/\.pdf$/);
      expect(category.description).toMatch(/<p>/);
      expect(category.products?.length).toBeGreaterThanOrEqual(3);
      expect(category.products?.length).toBeLessThanOrEqual(4);
      for (const product of category.products ?? []) {
        expectFilled(product, ['id', 'title', 'price', 'size', 'description', 'featured_image', 'images']);
        expect(typeof product.images).toBe('string');
        const images = JSON.parse(product.images as string) as unknown;
        expect(Array.isArray(images)).toBe(true);
        expect((images as string[]).length).toBeGreaterThanOrEqual(2);
        expect((images as string[]).length).toBeLessThanOrEqual(4);
        expect(images).toContain(product.featured_image);
        expect(product.product_features?.length).toBeGreaterThanOrEqual(2);
        expect(product.product_features?.length).toBeLessThanOrEqual(3);
        for (const feature of product.product_features ?? []) expectFilled(feature, ['id', 'title', 'content']);
      }
    }
  });
});

describe('GET /api/about-page', () => {
  it('answers the settings, four boxes, the product features and the brands', async () => {
    const data = await getData<AboutPageData>('/api/about-page');
    expectFilled(data.aboutSettings, [
      'banner_title',
      'banner_description',
      'banner_image_one',
      'banner_image_two',
      'mission_title',
      'mission_description',
      'story_title',
      'story_description',
      'story_image',
      'founder_title',
      'founder_description',
      'founder_image',
      'products_title',
      'products_description',
      'product_image',
    ]);
    expect(data.aboutBoxes).toHaveLength(4);
    for (const box of data.aboutBoxes ?? []) expectFilled(box, ['id', 'title', 'description']);
    expect(data.aboutProductFeatures?.length).toBeGreaterThanOrEqual(4);
    expect(data.aboutProductFeatures?.length).toBeLessThanOrEqual(6);
    expect(data.aboutProductBrands?.length).toBeGreaterThanOrEqual(3);
    expect(data.aboutProductBrands?.length).toBeLessThanOrEqual(5);
    for (const item of [...(data.aboutProductFeatures ?? []), ...(data.aboutProductBrands ?? [])]) {
      expectFilled(item, ['id', 'title']);
    }
  });
});

describe('GET /api/contact-page', () => {
  it('fills every contact setting, with an https map embed and a map link', async () => {
    const data = await getData<ContactPageData>('/api/contact-page');
    expectFilled(data.contactSettings, [
      'main_title',
      'phone',
      'phone_icon',
      'whatsapp',
      'whatsapp_icon',
      'location',
      'location_icon',
      'social_media_handle',
      'main_image',
      'map_iframe_url',
      'form_title',
      'first_name_label',
      'last_name_label',
      'mobile_label',
      'email_label',
      'message_label',
      'button_label',
      'success_message',
    ]);
    expect(data.contactSettings?.button_label).toBe('Send message');
    expect(data.contactSettings?.map_iframe_url).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/,
    );
    expect(data.contactSettings?.translations?.[0]?.location_url).toMatch(
      /^https:\/\/(www\.google\.com\/maps|www\.openstreetmap\.org)/,
    );
  });
});

describe('GET /api/instagram', () => {
  it('serves the demo feed from our own storage when no token is set', async () => {
    const data = await getData<SocialFeedItem[]>('/api/instagram');
    expect(data).toHaveLength(6);
    for (const item of data) {
      expect(item.permalink).toMatch(/^https:\/\/www\.instagram\.com\/p\/[\w-]+\/$/);
      expect(item.media_url).toMatch(/^\/storage\/instagram\/.+\.jpg$/);
      expect(item.thumbnail_url).toMatch(/^\/storage\//);
    }
  });
});

describe('GET /api/gallery-page', () => {
  it('without a page answers the settings only', async () => {
    const data = await getData<GalleryPageData>('/api/gallery-page');
    expectFilled(data.gallerySettings, ['title', 'first_image', 'second_image']);
    expect(data).not.toHaveProperty('galleryItems');
  });

  it('pages the 36 images nine at a time', async () => {
    const first = await getData<GalleryPageData>('/api/gallery-page?page=1');
    expect(first.gallerySettings?.title).toBeTruthy();
    expect(first.galleryItems?.current_page).toBe(1);
    expect(first.galleryItems?.last_page).toBe(4);
    expect(first.galleryItems?.data).toHaveLength(9);
    expect(first.galleryItems?.data?.[0]).toMatchObject({ id: expect.any(Number), image: 'gallery/look-01.jpg' });

    const seen = new Set<string>();
    for (let page = 1; page <= 4; page += 1) {
      const data = await getData<GalleryPageData>(`/api/gallery-page?page=${page}`);
      expect(data.galleryItems?.current_page).toBe(page);
      for (const item of data.galleryItems?.data ?? []) seen.add(item.image ?? '');
    }
    expect(seen.size).toBe(36);
  });

  it('answers an empty list past the last page', async () => {
    for (const page of [5, 1000000]) {
      const data = await getData<GalleryPageData>(`/api/gallery-page?page=${page}`);
      expect(data.galleryItems).toEqual({ data: [], current_page: page, last_page: 4 });
    }
  });

  it.each(['0', '-1', 'abc', '1.5', '', '1e3', '99999999999999999999'])(
    'refuses page=%p with a 400 JSON message',
    async (page) => {
      const response = await client({ url: `/api/gallery-page?page=${encodeURIComponent(page)}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: expect.stringMatching(/page/) });
    },
  );

  it('refuses a repeated page parameter', async () => {
    const response = await client({ url: '/api/gallery-page?page=1&page=2' });
    expect(response.statusCode).toBe(400);
  });
});

describe('unknown API addresses', () => {
  it.each([
    ['GET', '/api/nope'],
    ['GET', '/api'],
    ['GET', '/api/general-data/extra'],
    ['DELETE', '/api/nope'],
  ])('%s %s answers a JSON 404', async (method, url) => {
    const response = await client({ method, url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });
});

describe('methods an API address does not answer', () => {
  it.each([
    ['DELETE', '/api/general-data', 'GET, HEAD'],
    ['POST', '/api/general-data', 'GET, HEAD'],
    ['PUT', '/api/contact-page', 'GET, HEAD'],
    ['PATCH', '/api/gallery-page?page=1', 'GET, HEAD'],
    ['OPTIONS', '/api/instagram', 'GET, HEAD'],
    ['GET', '/api/submit-contact-form', 'POST'],
    ['DELETE', '/api/submit-contact-form', 'POST'],
  ])('%s %s answers 405 and names the methods it does answer', async (method, url, allow) => {
    const response = await client({ method, url });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe(allow);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.json()).toEqual({ message: expect.stringContaining(allow.split(', ')[0]!) });
  });

  it('still answers the methods it does', async () => {
    expect((await client({ method: 'HEAD', url: '/api/general-data' })).statusCode).toBe(200);
  });
});

describe('caching and transfer', () => {
  it('lets browsers revalidate with an ETag, shared caches keep it, and answers 304 when nothing changed', async () => {
    const first = await client({ url: '/api/services-page' });
    expect(first.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=86400, stale-if-error=86400',
    );
    const etag = first.headers.etag as string;
    // Strong: the answer's bytes, made once per version of the content.
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await client({ url: '/api/services-page', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const stale = await client({ url: '/api/services-page', headers: { 'if-none-match': 'W/"something-else"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(first.json());
  });

  it('compresses JSON with brotli or gzip, whichever the client takes', async () => {
    const br = await client({ url: '/api/products-page', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    const plain = JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')) as unknown;

    const gzip = await client({ url: '/api/products-page', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain);
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify(plain).length / 2);
  });

  it('leaves small answers uncompressed', async () => {
    const response = await client({ url: '/api/nope', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});

describe('security headers', () => {
  it("sends a Content-Security-Policy that allows the site, Calendly's frame, the map and feed images", async () => {
    const response = await client({ url: '/api/general-data' });
    const csp = String(response.headers['content-security-policy']);
    const directive = (name: string) => csp.split(';').find((d) => d.trim().startsWith(`${name} `)) ?? '';
    expect(directive('default-src')).toContain("'self'");
    // Only the site's own scripts: the booking page is a frame.
    expect(directive('script-src').trim()).toBe("script-src 'self'");
    expect(directive('style-src')).toContain("'unsafe-inline'");
    expect(directive('frame-src')).toContain('https://calendly.com');
    expect(directive('frame-src')).toContain('https://*.calendly.com');
    expect(directive('frame-src')).toContain('https://www.openstreetmap.org');
    expect(directive('img-src')).toContain('https:');
    expect(directive('worker-src')).toContain('blob:');
    expect(directive('object-src')).toContain("'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('lets the page reach the API and storage origins the site was built for', async () => {
    const other = await buildTestApp({ prefix: 'salon-csp', contentOrigins: ['https://cms.example.com'] });
    try {
      const response = await other.client({ url: '/api/general-data' });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toMatch(/connect-src 'self' https:\/\/cms\.example\.com(;|$)/);
      expect(csp).toMatch(/media-src 'self' blob: https:\/\/cms\.example\.com(;|$)/);
    } finally {
      await other.close();
    }
  });

  it("allows the build's own inline scripts by their hashes, and no other inline script", async () => {
    const code = 'window.answered=1;';
    const other = await buildTestApp({
      prefix: 'salon-csp-inline',
      distFiles: {
        'index.html': `<!doctype html><html><head><script>${code}</script><script type="application/json">{}</script></head><body><div id="root"></div></body></html>`,
      },
    });
    try {
      const send = other.client;
      const policy = async (url: string) => {
        const csp = String((await send({ url, headers: { accept: 'text/html' } })).headers['content-security-policy']);
        return Object.fromEntries(csp.split(';').map((d) => d.trim().split(/ (.*)/s) as [string, string]));
      };
      const hash = crypto.createHash('sha256').update(code).digest('base64');
      // The visitor's pages and the salon's area alike (the area's pages keep their stricter framing).
      for (const url of ['/about', '/login', '/admin/messages']) {
        const directives = await policy(url);
        expect({ url, scriptSrc: directives['script-src'] }).toEqual({ url, scriptSrc: `'self' 'sha256-${hash}'` });
      }
      expect((await policy('/about'))['frame-ancestors']).toBe("'self'");
      expect((await policy('/login'))['frame-ancestors']).toBe("'none'");
    } finally {
      await other.close();
    }
  });
});
