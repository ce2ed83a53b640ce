import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { flushSync } from 'react-dom';
import type { ProductsPageData } from '../../../src/api/types';
import type { PdfDocumentHandle, PdfLoadingTask } from '../../../src/flipbook/pdfLoader';
import { openPdf } from '../../../src/flipbook/pdfLoader';
import { ProductsPage } from '../../../src/pages/products/ProductsPage';
import {
  categorySelected,
  productClosed,
  productOpened,
  productsSlice,
  selectOpenFeatureId,
  selectSelectedCategoryId,
  selectSelectedProductId,
} from '../../../src/features/products/productsSlice';
import { installTestIntersectionObserver, TestIntersectionObserver } from '../../support/intersectionObserver';
import { renderWithProviders } from '../../support/renderWithProviders';
import { answerApiWith } from '../../support/apiServer';

// The products page data (GET /products-page) in the API's real shape.
const productsPageData: ProductsPageData = {
  productsSettings: {
    main_title: 'Products made for curls',
    main_image: 'products/hero.jpg',
    products_title: 'Shop by ritual',
  },
  products: [
    {
      id: 1,
      title: 'Curl creams',
      description: '<p>Rich creams for <strong>soft definition</strong>.</p><script>window.hacked = true</script>',
      pdf_file: 'products/catalogues/creams.pdf',
      products: [
        {
          id: 101,
          title: 'Cloud Curl Cream',
          price: '120 AED',
          size: '250 ml',
          description: '<p>Whipped shea and aloe.</p>',
          featured_image: 'products/cloud-cream.jpg',
          images: '["products/cloud-cream-2.jpg","products/cloud-cream-3.jpg","products/cloud-cream.jpg"]',
          product_features: [
            { id: 1, title: 'How to use', content: '<p>Rake through soaking wet hair.</p>' },
            { id: 2, title: 'Ingredients', content: '<p>Shea butter, aloe, glycerin.</p>' },
            { id: 3, title: 'Good for', content: '<p>Type 3A to 4C.</p>' },
          ],
        },
        {
          id: 102,
          title: 'Leave-in Milk',
          price: 85,
          size: '200 ml',
          description: null,
          featured_image: 'products/leave-in.jpg',
          images: 'products/leave-in-2.jpg, not json',
          product_features: [],
        },
        {
          id: 103,
          title: 'Defining Custard',
          price: null,
          size: null,
          featured_image: 'products/custard.jpg',
          images: ['products/custard-2.jpg', 'products/custard-3.jpg'],
          product_features: null,
        },
      ],
    },
    {
      id: 2,
      title: 'Gels',
      description: '<p>Hold without crunch.</p>',
      pdf_file: 'products/catalogues/gels.pdf',
      products: [
        {
          id: 201,
          title: 'Flax Gel',
          price: '70 AED',
          size: '300 ml',
          description: '<p>Cold-pressed flax.</p>',
          featured_image: 'products/flax-gel.jpg',
          images: '[]',
          product_features: [{ id: 9, title: 'Hold', content: '<p>Medium, touchable.</p>' }],
        },
      ],
    },
  ],
};

// jsdom cannot run pdf.js (ESM, import.meta, DOMMatrix): only its loader module is replaced; the
// flipbook, react-pageflip and everything else are the real thing.
jest.mock('../../../src/flipbook/pdfLoader', () => ({ openPdf: jest.fn() }));
const openPdfMock = jest.mocked(openPdf);

let productsData: unknown = productsPageData;

answerApiWith(
  http.get('*/api/products-page', () => HttpResponse.json({ data: productsData })),
  http.get('*/api/general-data', () => HttpResponse.json({ data: { seoPages: [] } })),
);

function fakeDocument(pageCount = 4): PdfDocumentHandle {
  return {
    pageCount,
    pageAspect: 1.4,
    renderPage: jest.fn((page: number) => Promise.resolve(`data:image/png;base64,page-${page}`)),
    destroy: jest.fn(),
  };
}

function task(promise: Promise<PdfDocumentHandle>): PdfLoadingTask & { destroy: jest.Mock } {
  return { promise, destroy: jest.fn() };
}

const clientWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
beforeAll(() => {
  // jsdom lays nothing out: give the flipbook's stage a desktop width so it builds a book.
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('flipbook__stage') ? 800 : 0;
    },
  });
});
beforeEach(() => {
  openPdfMock.mockImplementation(() => task(Promise.resolve(fakeDocument())));
});
afterEach(() => {
  productsData = productsPageData;
  openPdfMock.mockReset();
});
afterAll(() => {
  if (clientWidth) Object.defineProperty(HTMLElement.prototype, 'clientWidth', clientWidth);
});

installTestIntersectionObserver();

/** The page, its catalogue asked for by a tap on the cover (unless told not to). */
async function renderProducts({ asked = true } = {}) {
  const view = renderWithProviders(<ProductsPage />, { route: '/products' });
  await screen.findByRole('heading', { level: 1, name: 'Products made for curls' });
  if (asked) await view.user.click(screen.getAllByRole('link', { name: /catalogue \(PDF\)$/ })[0]!);
  return view;
}

const productTitles = () =>
  within(screen.getByRole('list', { name: /products$/i }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('Products page', () => {
  it("shows the catalogue's cover and a link to its PDF, and fetches the viewer only when asked", async () => {
    const { user } = await renderProducts({ asked: false });
    const cover = screen.getByRole('link', { name: 'Curl creams catalogue (PDF)' });
    expect(cover).toHaveAttribute('href', '/storage/products/catalogues/creams.pdf');
    // The cover is the PDF's first page, which the media server draws as an image.
    expect(cover.querySelector('img')?.getAttribute('src')).toBe(
      '/storage/products/catalogues/creams.pdf?w=640&fm=webp',
    );
    expect(screen.getByRole('link', { name: 'Download the catalogue (PDF)' })).toBeVisible();
    // Coming near the viewport is not asking: the viewer waits for a tap, or a scroll that shows the cover.
    act(() => TestIntersectionObserver.enterAll());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(openPdfMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Curl creams catalogue' })).not.toBeInTheDocument();

    await user.click(cover);
    const viewer = await screen.findByRole('region', { name: 'Curl creams catalogue' });
    expect(openPdfMock).toHaveBeenCalledWith('/storage/products/catalogues/creams.pdf');
    // The viewer takes the place, and the focus, of the cover tapped.
    expect(viewer).toHaveFocus();
  });

  it('shows the hero, the chips with the first category selected, its description, catalogue and products', async () => {
    const { store } = await renderProducts();

    expect(screen.getByRole('heading', { level: 2, name: 'Shop by ritual' })).toBeInTheDocument();
    const chips = within(screen.getByRole('navigation', { name: 'Shop by ritual' }));
    expect(chips.getByRole('link', { name: 'Curl creams' })).toHaveAttribute('aria-current', 'true');
    expect(chips.getByRole('link', { name: 'Curl creams' })).toHaveAttribute('href', '/products?category=1');
    expect(chips.getByRole('link', { name: 'Gels' })).not.toHaveAttribute('aria-current');
    expect(chips.getByRole('link', { name: 'Gels' })).toHaveAttribute('href', '/products?category=2');
    expect(selectSelectedCategoryId(store.getState())).toBeNull();

    expect(screen.getByText('soft definition')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();

    expect(productTitles()).toEqual(['Cloud Curl Cream', 'Leave-in Milk', 'Defining Custard']);
    expect(screen.getByText('120 AED')).toBeInTheDocument();
    expect(screen.getByText('85')).toBeInTheDocument();

    const catalogue = await screen.findByRole('region', { name: 'Curl creams catalogue' });
    expect(openPdfMock).toHaveBeenCalledWith('/storage/products/catalogues/creams.pdf');
    expect(await within(catalogue).findByText('Page 1 of 4')).toBeInTheDocument();
    expect(within(catalogue).getByRole('link', { name: 'Download the catalogue (PDF)' })).toHaveAttribute(
      'href',
      '/storage/products/catalogues/creams.pdf',
    );
    expect(within(catalogue).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(within(catalogue).getByRole('button', { name: 'Next page' })).toBeEnabled();
    // The cover is drawn from the PDF.
    expect(await within(catalogue).findByRole('img', { name: 'Page 1 of 4' })).toHaveAttribute(
      'src',
      'data:image/png;base64,page-1',
    );
  });

  it('switches the description, products and PDF with the category, abandoning the previous load', async () => {
    const pending = task(new Promise<PdfDocumentHandle>(() => undefined));
    openPdfMock.mockImplementationOnce(() => pending);
    const { store, user, router } = await renderProducts();
    expect(await screen.findByText('Opening the catalogue…')).toBeInTheDocument();
    await waitFor(() => expect(openPdfMock).toHaveBeenLastCalledWith('/storage/products/catalogues/creams.pdf'));

    await user.click(screen.getByRole('link', { name: 'Gels' }));
    // The visitor asked for a catalogue already: the next category's is the viewer at once.

    expect(selectSelectedCategoryId(store.getState())).toBe(2);
    // The address follows, in place of the old one.
    expect(router.location.search).toBe('?category=2');
    expect(router.action).toBe('REPLACE');
    expect(screen.getByRole('link', { name: 'Gels' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'Curl creams' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText('Hold without crunch.')).toBeInTheDocument();
    expect(screen.getByText('soft definition')).not.toBeVisible();
    expect(productTitles()).toEqual(['Flax Gel']);

    const catalogue = await screen.findByRole('region', { name: 'Gels catalogue' });
    expect(openPdfMock).toHaveBeenLastCalledWith('/storage/products/catalogues/gels.pdf');
    expect(pending.destroy).toHaveBeenCalled();
    expect(within(catalogue).getByRole('link', { name: 'Download the catalogue (PDF)' })).toHaveAttribute(
      'href',
      '/storage/products/catalogues/gels.pdf',
    );
    expect(await within(catalogue).findByText('Page 1 of 4')).toBeInTheDocument();
  });

  it('shows a clear message and the download link when the PDF cannot be loaded', async () => {
    openPdfMock.mockImplementation(() => task(Promise.reject(new Error('404'))));
    await renderProducts();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not open this catalogue here.');
    expect(within(alert).getByRole('link', { name: 'Download the catalogue (PDF)' })).toHaveAttribute(
      'href',
      '/storage/products/catalogues/creams.pdf',
    );
    // The rest of the page stands.
    expect(productTitles()).toHaveLength(3);
  });

  it('opens a product in a modal with its gallery, details and a one-at-a-time feature accordion', async () => {
    const { store, user } = await renderProducts();

    const card = screen.getByRole('link', { name: 'Cloud Curl Cream' });
    expect(card).toHaveAttribute('href', '/products?category=1&product=101');
    await user.click(card);
    const dialog = screen.getByRole('dialog', { name: 'Cloud Curl Cream' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(selectSelectedProductId(store.getState())).toBe(101);
    const modal = within(dialog);
    expect(modal.getByText('Curl creams')).toBeInTheDocument();
    expect(modal.getByText('120 AED')).toBeInTheDocument();
    expect(modal.getByText('250 ml')).toBeInTheDocument();
    expect(modal.getByText('Whipped shea and aloe.')).toBeInTheDocument();

    // Featured image first, then the JSON list without the duplicate.
    const thumbs = modal.getAllByRole('button', { name: /^Show image/ });
    expect(thumbs).toHaveLength(3);
    expect(thumbs[0]).toHaveAttribute('aria-pressed', 'true');
    expect(modal.getByRole('img', { name: 'Cloud Curl Cream, image 1 of 3' }).getAttribute('src')).toContain(
      'products/cloud-cream.jpg',
    );
    await user.click(modal.getByRole('button', { name: 'Show image 2 of 3' }));
    expect(modal.getByRole('img', { name: 'Cloud Curl Cream, image 2 of 3' }).getAttribute('src')).toContain(
      'products/cloud-cream-2.jpg',
    );

    const howTo = modal.getByRole('button', { name: 'How to use' });
    const ingredients = modal.getByRole('button', { name: 'Ingredients' });
    expect(howTo).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Rake through soaking wet hair.')).not.toBeVisible();

    await user.click(howTo);
    expect(howTo).toHaveAttribute('aria-expanded', 'true');
    const panel = modal.getByRole('region', { name: 'How to use' });
    expect(howTo).toHaveAttribute('aria-controls', panel.id);
    expect(within(panel).getByText('Rake through soaking wet hair.')).toBeVisible();

    await user.click(ingredients);
    expect(howTo).toHaveAttribute('aria-expanded', 'false');
    expect(ingredients).toHaveAttribute('aria-expanded', 'true');
    expect(selectOpenFeatureId(store.getState())).toBe(2);
    expect(screen.getByText('Shea butter, aloe, glycerin.')).toBeVisible();
    expect(screen.getByText('Rake through soaking wet hair.')).not.toBeVisible();

    await user.click(ingredients);
    expect(ingredients).toHaveAttribute('aria-expanded', 'false');
    expect(selectOpenFeatureId(store.getState())).toBeNull();

    const close = modal.getByRole('link', { name: 'Close' });
    expect(close).toHaveAttribute('href', '/products');
    await user.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(selectSelectedProductId(store.getState())).toBeNull();
  });

  it('closes the modal on Escape and on a click outside it', async () => {
    const { store, user } = await renderProducts();

    await user.click(screen.getByRole('link', { name: 'Defining Custard' }));
    // A native modal dialog turns Escape into a cancel event.
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Defining Custard' }));
    const dialog = screen.getByRole('dialog', { name: 'Defining Custard' });
    // An actual array of images is accepted.
    expect(within(dialog).getAllByRole('button', { name: /^Show image/ })).toHaveLength(3);
    await user.click(dialog); // the backdrop: the dialog element itself, outside its content box
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(selectSelectedProductId(store.getState())).toBeNull();
  });

  it('shows the featured image alone when the images list is not valid JSON', async () => {
    const { user } = await renderProducts();
    await user.click(screen.getByRole('link', { name: 'Leave-in Milk' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Leave-in Milk' }));
    expect(dialog.queryByRole('button', { name: /^Show image/ })).not.toBeInTheDocument();
    expect(dialog.getByRole('img', { name: 'Leave-in Milk' }).getAttribute('src')).toContain('products/leave-in.jpg');
    expect(dialog.queryByRole('button', { name: 'How to use' })).not.toBeInTheDocument();
  });

  it('closes an open product modal when the visitor leaves the page', async () => {
    const { store, user, unmount } = await renderProducts();
    await user.click(screen.getByRole('link', { name: 'Cloud Curl Cream' }));
    expect(selectSelectedProductId(store.getState())).toBe(101);
    act(() => unmount());
    expect(selectSelectedProductId(store.getState())).toBeNull();
  });

  it('selects the first category in the list, whatever its id', async () => {
    const [creams, gels] = productsPageData.products ?? [];
    productsData = {
      ...productsPageData,
      products: [
        { ...gels, id: 42 },
        { ...creams, id: 1 },
      ],
    };
    await renderProducts();
    const chips = within(screen.getByRole('navigation', { name: 'Shop by ritual' }));
    expect(chips.getByRole('link', { name: 'Gels' })).toHaveAttribute('aria-current', 'true');
    expect(chips.getByRole('link', { name: 'Curl creams' })).not.toHaveAttribute('aria-current');
  });

  it('says so when there are no product categories yet', async () => {
    productsData = { ...productsPageData, products: [] };
    await renderProducts({ asked: false });
    expect(screen.getByRole('heading', { level: 2, name: 'Shop by ritual' })).toBeInTheDocument();
    expect(screen.getByText('New products are on their way: check back soon.')).toBeInTheDocument();
    expect(openPdfMock).not.toHaveBeenCalled();
  });

  it('renders nothing for the page when its data is missing', async () => {
    productsData = {};
    const { container, store } = renderWithProviders(<ProductsPage />, { route: '/products' });
    await waitFor(() =>
      expect(store.getState().contentApi.queries['getProductsPage(undefined)']?.status).toBe('fulfilled'),
    );
    expect(container.querySelector('h1, h2, h3')).toBeNull();
    expect(container).toHaveTextContent('');
  });

  it('starts from the category and product its address names, and follows the address as it changes', async () => {
    const { store, router } = renderWithProviders(<ProductsPage />, { route: '/products?category=2&product=201' });
    const dialog = await screen.findByRole('dialog', { name: 'Flax Gel' });
    expect(productsSlice.selectSlice(store.getState())).toMatchObject({
      selectedCategoryId: 2,
      selectedProductId: 201,
    });
    expect(within(dialog).getByRole('link', { name: 'Close' })).toHaveAttribute('href', '/products?category=2');
    expect(productTitles()).toEqual(['Flax Gel']);

    // The back button, a shared link: the store follows the address, and so does the screen.
    await act(() => router.navigate('/products?category=1'));
    expect(productsSlice.selectSlice(store.getState())).toMatchObject({
      selectedCategoryId: 1,
      selectedProductId: null,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(productTitles()).toEqual(['Cloud Curl Cream', 'Leave-in Milk', 'Defining Custard']);
  });

  it('keeps the address in step with the store, whoever dispatches the action', async () => {
    const { store, router } = await renderProducts();
    act(() => {
      store.dispatch(productOpened(201));
    });
    expect(await screen.findByRole('dialog', { name: 'Flax Gel' })).toBeVisible();
    expect(router.location.search).toBe('?product=201');
    act(() => {
      store.dispatch(categorySelected(2));
    });
    expect(router.location.search).toBe('?category=2');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays closed when a product is closed before the address of its opening has arrived', async () => {
    const { store, router } = await renderProducts();
    // The router shows a new address a render later (a transition): a quick close comes before it.
    act(() => {
      flushSync(() => store.dispatch(productOpened(101)));
      flushSync(() => store.dispatch(productClosed()));
    });
    expect(selectSelectedProductId(store.getState())).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.location.search).toBe('');
  });

  it('draws every category, the others hidden, so that a choice shows at once', async () => {
    await renderProducts();
    const panels = document.querySelectorAll('.products-category');
    expect(panels).toHaveLength(2);
    expect(panels[0]).toBeVisible();
    expect(panels[1]).not.toBeVisible();
    expect(screen.getByRole('link', { name: 'Gels' })).toHaveAttribute('data-shows', panels[1]?.id);
  });
});
