// Structured data in every drawn page: parsed as a search engine would, each type checked for the
// properties it requires and those recommended that the content has, against the API's content and
// what the page shows; and content that tries to end the script element stays data.
import { openDatabase } from '../../server/db/database';
import { exportContent, publishContent } from '../../server/modules/content/store';
import { priceAmount, priceFigures, shareAccount } from '../../src/app/structuredData';
import { plainText } from '../../src/ui/plainText';
import type { ContactPageData, GeneralData, ProductsPageData, ServicesPageData } from '../../src/api/types';
import { pageRoutes } from '../../src/routes';
import { buildTestApp, testAppForAll } from '../support/build';

type Node = Record<string, unknown>;

const server = testAppForAll({ prefix: 'salon-jsonld', drawPages: true });

const api = async <T>(url: string) => (JSON.parse((await server.client({ url })).body) as { data: T }).data;

/** Every JSON-LD block of a page, parsed, and the nodes of their graphs. */
function jsonLd(body: string): Node[] {
  const head = body.slice(0, body.indexOf('</head>'));
  const blocks = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Node,
  );
  expect(blocks.length).toBeGreaterThan(0);
  return blocks.flatMap((block) => {
    expect(block['@context']).toBe('https://schema.org');
    return (block['@graph'] as Node[] | undefined) ?? [block];
  });
}

const ofType = (nodes: Node[], type: string) => nodes.filter((node) => node['@type'] === type);
const isUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\/\S+$/.test(value);

async function addresses(): Promise<string[]> {
  const services = await api<ServicesPageData>('/api/services-page');
  return pageRoutes.flatMap((route) =>
    route.paths.map((p) =>
      p === '*' ? '/no/such/page' : p.replace(':id', `section-service-${services.services?.[0]?.id ?? 1}`),
    ),
  );
}

describe('every page', () => {
  it('carries JSON-LD that parses and names the HairSalon with what the content has', async () => {
    const contact = (await api<ContactPageData>('/api/contact-page')).contactSettings!;
    const general = await api<GeneralData>('/api/general-data');
    for (const address of await addresses()) {
      const nodes = jsonLd((await server.client({ url: address })).body);
      const [salon, ...others] = ofType(nodes, 'HairSalon');
      expect({ address, salons: others.length + 1 }).toEqual({ address, salons: 1 });
      // Required.
      expect(typeof salon!.name).toBe('string');
      expect(salon!.name).not.toBe('');
      const postal = salon!.address as Node;
      expect(postal['@type']).toBe('PostalAddress');
      expect(Object.values(postal).join(', ')).toContain(String(contact.location).split(',')[0]);
      // Recommended, as the content has them.
      expect(salon!.url).toBe(`${server.origin}/`);
      expect(salon!.telephone).toBe(contact.phone);
      expect(isUrl(salon!.image)).toBe(true);
      expect(isUrl(salon!.logo)).toBe(true);
      const geo = salon!.geo as Node;
      expect(geo['@type']).toBe('GeoCoordinates');
      expect(Math.abs(Number(geo.latitude))).toBeLessThanOrEqual(90);
      expect(Math.abs(Number(geo.longitude))).toBeLessThanOrEqual(180);
      expect(typeof salon!.priceRange).toBe('string');
      expect(String(salon!.priceRange).length).toBeLessThan(100);
      const social = (general.socialChannels ?? []).filter((c) => !c.is_mail && isUrl(c.url)).map((c) => c.url);
      expect(salon!.sameAs).toEqual(social);
      const mail = (general.socialChannels ?? []).find((c) => c.is_mail)?.url;
      expect(salon!.email).toBe(mail?.replace(/^mailto:/, ''));
      // The content has no opening hours: none are made up.
      expect(salon!.openingHoursSpecification).toBeUndefined();
      expect(salon!.openingHours).toBeUndefined();
    }
  });

  it('leads inner pages that search engines list back home with a BreadcrumbList', async () => {
    for (const route of pageRoutes) {
      const [address] = route.paths;
      const nodes = jsonLd((await server.client({ url: address === '*' ? '/no/such/page' : address! })).body);
      const crumbs = ofType(nodes, 'BreadcrumbList');
      if (!route.indexable || route.id === 'home') {
        expect({ route: route.id, crumbs: crumbs.length }).toEqual({ route: route.id, crumbs: 0 });
        continue;
      }
      expect({ route: route.id, crumbs: crumbs.length }).toEqual({ route: route.id, crumbs: 1 });
      const items = crumbs[0]!.itemListElement as Node[];
      expect(items.map((item) => item.position)).toEqual([1, 2]);
      expect(items[0]!.item).toBe(`${server.origin}/`);
      expect(items[1]!.item).toBe(`${server.origin}${address}`);
      for (const item of items) {
        expect(item['@type']).toBe('ListItem');
        expect(typeof item.name).toBe('string');
      }
    }
  });
});

describe('/services', () => {
  it('describes each service with its price, as the page shows them', async () => {
    const services = (await api<ServicesPageData>('/api/services-page')).services ?? [];
    const response = await server.client({ url: '/services' });
    const nodes = jsonLd(response.body);
    const salon = ofType(nodes, 'HairSalon')[0]!;
    const described = ofType(nodes, 'Service');
    expect(described.map((s) => s.name)).toEqual(services.map((s) => s.title?.trim()));
    const page = response.body.replace(/&amp;/g, '&');
    for (const [index, node] of described.entries()) {
      const service = services[index]!;
      expect(node.provider).toEqual({ '@id': salon['@id'] });
      expect(node.url).toBe(`${server.origin}/services/section-service-${service.id}`);
      expect(page).toContain(String(node.name));
      const offer = node.offers as Node | undefined;
      const amount = priceAmount(service.price);
      if (amount === undefined) {
        expect(offer).toBeUndefined();
      } else {
        expect(offer).toMatchObject({
          '@type': 'Offer',
          price: amount,
          priceCurrency: expect.stringMatching(/^[A-Z]{3}$/),
        });
        expect(page).toContain(String(service.price));
      }
    }
    expect(described.some((node) => node.offers)).toBe(true);
  });

  it('gives the salon a range that covers every price with a figure, "From $140" too', async () => {
    const services = (await api<ServicesPageData>('/api/services-page')).services ?? [];
    const salon = ofType(jsonLd((await server.client({ url: '/services' })).body), 'HairSalon')[0]!;
    const [low, high = low] = (String(salon.priceRange).match(/\d+(?:\.\d+)?/g) ?? []).map(Number);
    const figures = services.flatMap((service) => priceFigures(service.price));
    expect(figures.length).toBeGreaterThan(0);
    expect(low).toBe(Math.min(...figures));
    expect(high).toBe(Math.max(...figures));
  });

  it('reads each list item and paragraph of a description as a sentence of its own', async () => {
    const services = (await api<ServicesPageData>('/api/services-page')).services ?? [];
    const described = ofType(jsonLd((await server.client({ url: '/services' })).body), 'Service');
    let blocks = 0;
    for (const service of services) {
      const found = described.find((node) => node.name === service.title?.trim())?.description;
      const description = typeof found === 'string' ? found : '';
      const items = [...String(service.description ?? '').matchAll(/<(li|p)\b[^>]*>([\s\S]*?)<\/\1>/g)]
        .map((match) => plainText(match[2]))
        .filter((item): item is string => Boolean(item));
      for (const item of items.slice(0, -1)) {
        blocks += 1;
        // Each block but the last is followed by punctuation, never run into the next one's words.
        const punctuated = /[.!?…:;]$/.test(item) ? '' : '[.!?…:;]';
        expect(description).toMatch(new RegExp(`${item.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${punctuated} `));
      }
    }
    expect(blocks).toBeGreaterThan(0);
  });
});

describe('/products', () => {
  it('lists the products in an ItemList, each a Product with its offer', async () => {
    const categories = (await api<ProductsPageData>('/api/products-page')).products ?? [];
    const products = categories.flatMap((c) => c.products ?? []);
    const [list, ...more] = ofType(jsonLd((await server.client({ url: '/products' })).body), 'ItemList');
    expect(more).toHaveLength(0);
    const items = list!.itemListElement as Node[];
    expect(items.map((item) => item.position)).toEqual(products.map((_, i) => i + 1));
    expect(list!.numberOfItems).toBe(products.length);
    for (const [index, item] of items.entries()) {
      const product = item.item as Node;
      expect(item['@type']).toBe('ListItem');
      expect(product['@type']).toBe('Product');
      expect(product.name).toBe(products[index]!.title?.trim());
      expect((product.image as string[]).every(isUrl)).toBe(true);
      const amount = priceAmount(products[index]!.price);
      if (amount !== undefined) {
        expect(product.offers).toMatchObject({ '@type': 'Offer', price: amount, priceCurrency: expect.any(String) });
      }
    }
  });
});

describe('hostile content', () => {
  it('stays data: nothing in it ends the script element or opens a comment', async () => {
    // Plain text refuses tags, so the attack comes as rich text whose text (entities decoded) is the
    // markup, and plain text brings what it may still hold: line separators and comment ends.
    const attack = '</script><script>alert(1)</script> <!--';
    const escaped = attack.replace(/</g, '&lt;').replace(/>/g, '&gt;');
    const title = 'Curls & "coils" \u2028--> ]]> 3 < 4';
    const seeded = await buildTestApp({ prefix: 'salon-jsonld', drawPages: true });
    try {
      const db = openDatabase(seeded.dbPath);
      const content = exportContent(db);
      publishContent(
        db,
        {
          ...content,
          services: content.services.map((s, i) => (i === 0 ? { ...s, title, description: `<p>${escaped}</p>` } : s)),
          contactSettings: { ...content.contactSettings, phone: title },
        },
        { source: 'import' },
      );
      db.close();
      const hostileClient = seeded.client;
      const body = (await hostileClient({ url: '/services' })).body;
      const head = body.slice(0, body.indexOf('</head>'));
      expect(head).not.toContain('<script>alert(1)');
      expect(head).not.toContain('<!--');
      expect(head).not.toContain('\u2028');
      const nodes = jsonLd(body);
      const service = ofType(nodes, 'Service')[0]!;
      expect(service.name).toBe(title);
      expect(service.description).toBe(attack);
      expect(ofType(nodes, 'HairSalon')[0]!.telephone).toBe(title);
    } finally {
      await seeded.close();
    }
  });
});

describe('helpers', () => {
  it('reads a price only when the text is one amount', () => {
    expect(priceAmount('$95')).toBe(95);
    expect(priceAmount('24,50 €')).toBe(24.5);
    expect(priceAmount('USD 30')).toBe(30);
    expect(priceAmount(40)).toBe(40);
    expect(priceAmount('From $140')).toBeUndefined();
    expect(priceAmount('')).toBeUndefined();
    expect(priceAmount(null)).toBeUndefined();
  });

  it("names the salon's X account from an X or Twitter channel first, else the contact page's handle", () => {
    const channel = (url: string) => ({ id: 1, name: 'X', url, is_mail: 0 });
    const contact = (handle: string) => ({ contactSettings: { social_media_handle: handle } });
    expect(shareAccount({}, { contactPage: contact('@salon_one') })).toBe('@salon_one');
    expect(shareAccount({}, { contactPage: contact('salon_one') })).toBe('@salon_one');
    expect(
      shareAccount(
        { getGeneralData: { socialChannels: [channel('https://x.com/salon_x')] } },
        {
          contactPage: contact('@salon_one'),
        },
      ),
    ).toBe('@salon_x');
    expect(shareAccount({ getGeneralData: { socialChannels: [channel('https://twitter.com/salon_t/')] } })).toBe(
      '@salon_t',
    );
    expect(shareAccount({}, { contactPage: contact('not a handle') })).toBeUndefined();
    expect(shareAccount({})).toBeUndefined();
  });

  it('reads every amount of a price for the range of prices', () => {
    expect(priceFigures('From $140')).toEqual([140]);
    expect(priceFigures('$35–$60')).toEqual([35, 60]);
    expect(priceFigures('24,50 €')).toEqual([24.5]);
    expect(priceFigures('1,200 €')).toEqual([1200]);
    expect(priceFigures('On request')).toEqual([]);
    expect(priceFigures(40)).toEqual([40]);
  });

  it('takes the text of HTML from content as a reader sees it, its blocks as sentences', () => {
    expect(plainText('<p>Curls &amp; <strong>coils</strong></p><ul><li>one</li><li>two</li></ul>')).toBe(
      'Curls & coils. one. two',
    );
    expect(plainText('<ul><li>Around 90 minutes</li><li>Includes a personal routine card</li></ul>')).toBe(
      'Around 90 minutes. Includes a personal routine card',
    );
    // Punctuation the content has is kept, and none is added after it.
    expect(plainText('<p>What is included:</p><ul><li>A wash!</li><li>A cut (dry).</li><li>Styling</li></ul>')).toBe(
      'What is included: A wash! A cut (dry). Styling',
    );
    expect(plainText('First line<br>second line')).toBe('First line. second line');
    expect(plainText('<p>One <em>sentence</em> with inline parts.</p>')).toBe('One sentence with inline parts.');
    expect(plainText('<p> </p>')).toBeUndefined();
  });
});
