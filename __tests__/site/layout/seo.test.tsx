// Seo: each page's tags come from its index in the seoPages list; missing values give no tag.
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { contentApi } from '../../../src/api/contentApi';
import type { SeoPage } from '../../../src/api/types';
import { seoPageIndex, type SeoPageName } from '../../../src/api/contract';
import { Seo } from '../../../src/layout/Seo';
import { renderWithProviders } from '../../support/renderWithProviders';
import { answerApiWith, server } from '../../support/apiServer';

const names = ['home', 'about', 'services', 'gallery', 'contact', 'products'] as const;

const seoPages: SeoPage[] = names.map((name) => ({
  title: `${name} title`,
  description: `${name} description`,
  // The gallery's entry carries its image under image_path, as real content does.
  ...(name === 'gallery' ? { image_path: 'seo/gallery-path.jpg' } : { image: `seo/${name}.jpg` }),
}));

answerApiWith(http.get('*/api/general-data', () => HttpResponse.json({ data: { seoPages } })));

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null;

async function renderSeo(page: SeoPageName, route = '/somewhere') {
  const result = renderWithProviders(<Seo page={page} />, { route });
  await waitFor(() =>
    expect(contentApi.endpoints.getGeneralData.select()(result.store.getState()).isSuccess).toBe(true),
  );
  return result;
}

describe('Seo', () => {
  it('indexes the pages as the spec lists them', () => {
    expect(seoPageIndex).toEqual({ home: 0, about: 1, services: 2, gallery: 3, contact: 4, products: 5 });
  });

  it.each(names)('sets the %s page’s title, description and share tags', async (name) => {
    await renderSeo(name, `/${name}`);
    const image =
      name === 'gallery' ? 'http://localhost/storage/seo/gallery-path.jpg' : `http://localhost/storage/seo/${name}.jpg`;
    await waitFor(() => expect(document.title).toBe(`${name} title`));
    expect(meta('meta[name="description"]')).toBe(`${name} description`);
    expect(meta('meta[property="og:title"]')).toBe(`${name} title`);
    expect(meta('meta[property="og:description"]')).toBe(`${name} description`);
    expect(meta('meta[property="og:image"]')).toBe(image);
    expect(meta('meta[property="og:type"]')).toBe('website');
    expect(meta('meta[property="og:url"]')).toBe(`http://localhost/${name}`);
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(meta('meta[name="twitter:title"]')).toBe(`${name} title`);
    expect(meta('meta[name="twitter:description"]')).toBe(`${name} description`);
    expect(meta('meta[name="twitter:image"]')).toBe(image);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `http://localhost/${name}`);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('writes no tag for a value content does not have', async () => {
    server.use(
      http.get('*/api/general-data', () =>
        HttpResponse.json({ data: { seoPages: [{ title: 'Only a title', description: '  ', image: null }] } }),
      ),
    );
    await renderSeo('home');
    await waitFor(() => expect(document.title).toBe('Only a title'));
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:description"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
    expect(document.head.querySelector('meta[name="twitter:image"]')).toBeNull();
  });

  it.each([
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a javascript: URL', 'javascript:alert(1)'],
  ])('shares no picture whose path is %s, and keeps the rest of the tags', async (_label, image) => {
    server.use(
      http.get('*/api/general-data', () => HttpResponse.json({ data: { seoPages: [{ title: 'Curls', image }] } })),
    );
    await renderSeo('home');
    await waitFor(() => expect(document.title).toBe('Curls'));
    expect(meta('meta[property="og:title"]')).toBe('Curls');
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
    expect(document.head.querySelector('meta[name="twitter:image"]')).toBeNull();
  });

  it('writes no content tags for a page whose entry is missing', async () => {
    server.use(http.get('*/api/general-data', () => HttpResponse.json({ data: { seoPages: [{ title: 'Home' }] } })));
    await renderSeo('products');
    expect(document.head.querySelector('meta[property="og:title"]')).toBeNull();
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
    expect(document.head.querySelector('title')).toBeNull();
  });

  it('gives a services deep link the services page as its canonical URL', async () => {
    await renderSeo('services', '/services/section-service-2');
    await waitFor(() => expect(document.title).toBe('services title'));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/services');
    expect(meta('meta[property="og:url"]')).toBe('http://localhost/services');
  });

  it('marks a page noindex and leaves out its canonical link when asked', async () => {
    renderWithProviders(<Seo title="Page not found" noindex />, { route: '/404' });
    await waitFor(() => expect(document.title).toBe('Page not found'));
    expect(meta('meta[name="robots"]')).toBe('noindex');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });
});
