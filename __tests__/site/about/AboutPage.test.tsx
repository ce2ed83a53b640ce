import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AboutPageData } from '../../../src/api/types';
import { AboutPage } from '../../../src/pages/about/AboutPage';
import { renderWithProviders } from '../../support/renderWithProviders';
import { aboutPageData } from '../../support/fixtures/about';
import { answerApiWith } from '../../support/apiServer';

let pageData: unknown = aboutPageData;
answerApiWith(
  http.get('*/api/about-page', () => HttpResponse.json({ data: pageData })),
  http.get('*/api/general-data', () =>
    HttpResponse.json({ data: { seoPages: [{}, { title: 'About CurlCraft', description: 'Our story' }] } }),
  ),
);

afterEach(() => {
  pageData = aboutPageData;
  jest.restoreAllMocks();
});

const fulfilled = (store: ReturnType<typeof renderWithProviders>['store']) =>
  waitFor(() => expect(store.getState().contentApi.queries['getAboutPage(undefined)']?.status).toBe('fulfilled'));

describe('About page', () => {
  it('sets the page title from the about entry of the SEO list', async () => {
    renderWithProviders(<AboutPage />);
    await waitFor(() => expect(document.title).toBe('About CurlCraft'));
  });

  it('shows the banner with its title, description and two images, the first loaded with priority', async () => {
    renderWithProviders(<AboutPage />);
    const banner = await screen.findByRole('region', { name: 'A salon that starts with your curls' });
    expect(within(banner).getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(within(banner).getByText('texture')).toBeInTheDocument();
    const images = banner.querySelectorAll('img');
    expect(images).toHaveLength(2);
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    for (const image of Array.from(document.querySelectorAll('img'))) {
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
    }
  });

  it('shows a grid of the info boxes', async () => {
    renderWithProviders(<AboutPage />);
    const boxes = await screen.findByRole('region', { name: 'At a glance' });
    const items = within(boxes).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByRole('heading', { name: 'Dry cutting' })).toBeInTheDocument();
    expect(within(items[0]!).getByText('Curl by curl.')).toBeInTheDocument();
    expect(within(items[2]!).getByRole('heading', { name: 'Honest advice' })).toBeInTheDocument();
  });

  it('shows the mission, story and founder with their rich text, sanitised', async () => {
    renderWithProviders(<AboutPage />);
    const mission = await screen.findByRole('region', { name: 'Our mission' });
    expect(within(mission).getByText('always')).toBeInTheDocument();
    expect(mission.querySelector('script')).toBeNull();

    const story = screen.getByRole('region', { name: 'Our story' });
    expect(within(story).getByText('It began in a tiny studio.')).toBeInTheDocument();
    expect(within(story).getByText('Then it grew.')).toBeInTheDocument();
    expect(story.querySelector('img')?.getAttribute('src')).toContain('about/story.jpg');

    const founder = screen.getByRole('region', { name: 'Noor Haddad, founder' });
    expect(within(founder).getByText('Fifteen years on two continents.')).toBeInTheDocument();
    expect(founder.querySelector('img')?.getAttribute('src')).toContain('about/founder.jpg');
  });

  it('shows the products section with its features and brands', async () => {
    renderWithProviders(<AboutPage />);
    const products = await screen.findByRole('region', { name: 'Products we trust' });
    expect(within(products).getByText('Formulated for moisture, slip and hold.')).toBeInTheDocument();
    expect(products.querySelector('img')?.getAttribute('src')).toContain('about/products.jpg');
    const itemsOf = (name: string) =>
      within(within(products).getByRole('list', { name }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(itemsOf('Product features')).toEqual(['Silicone-free', 'Vegan']);
    expect(itemsOf('Brands')).toEqual(['CurlCraft Botanics', 'Coil Theory']);
  });

  it('renders nothing, without errors, when the page has no content', async () => {
    const errors = jest.spyOn(console, 'error');
    pageData = {
      aboutSettings: null,
      aboutBoxes: [],
      aboutProductFeatures: [],
      aboutProductBrands: [],
    } satisfies AboutPageData;
    const { container, store } = renderWithProviders(<AboutPage />);
    await fulfilled(store);
    expect(container).toBeEmptyDOMElement();
    expect(errors).not.toHaveBeenCalled();
  });

  it('renders nothing when the answer has no data at all', async () => {
    pageData = null;
    const { container, store } = renderWithProviders(<AboutPage />);
    await fulfilled(store);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows what there is when fields are missing, with no empty headings or lists', async () => {
    const errors = jest.spyOn(console, 'error');
    pageData = {
      aboutSettings: { story_title: 'Our story', founder_image: 'about/founder.jpg' },
      aboutBoxes: [{ id: 1, title: null, description: null }],
      aboutProductBrands: [{ id: 1, title: 'Coil Theory' }],
    } satisfies AboutPageData;
    renderWithProviders(<AboutPage />);
    expect(await screen.findByRole('region', { name: 'Our story' })).toBeInTheDocument();
    // Without a banner title the page is still named by one first-level heading: its menu name, unseen.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('About');
    expect(screen.getByRole('heading', { level: 1 })).toHaveClass('visually-hidden');
    expect(screen.queryByRole('region', { name: 'At a glance' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Product features' })).toBeNull();
    expect(screen.getByRole('list', { name: 'Brands' })).toHaveTextContent('Coil Theory');
    expect(document.querySelector('img')?.getAttribute('src')).toContain('about/founder.jpg');
    for (const heading of screen.getAllByRole('heading')) expect(heading.textContent?.trim()).not.toBe('');
    expect(errors).not.toHaveBeenCalled();
  });
});
