// The site from the keyboard and for visitors who zoom, ask for less motion or use a screen reader:
// the skip link, focus kept inside every dialog and returned to its opener, a visible focus ring on
// every tab stop, carousels that pause and hide nothing focusable, reduced motion, and no sideways
// scrolling at 200 % zoom or 320 px. Heading order and alt text are checked with axe
// (accessibility.spec.ts).
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { ContactPageData, GeneralData, ProductsPageData, ServicesPageData } from '../src/api/types';
import { DESKTOP_ONLY, expect, fakeBookingPage, fillContactForm, PHONE_ONLY, test, waitForHydration } from './support';

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api${path}`, { headers: { Accept: 'application/json' } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

const isPhone = (name: string) => name === 'phone';

const MAP_STAND_IN = '<!doctype html><html lang="en"><head><title>Map</title></head><body><p>Map</p></body></html>';

test.beforeEach(async ({ page }) => {
  await fakeBookingPage(page);
  await page.route(/openstreetmap\.org|google\.com\/maps/, (route) =>
    route.fulfill({ body: MAP_STAND_IN, contentType: 'text/html' }),
  );
});

async function firstServicePath(request: APIRequestContext): Promise<string> {
  const { services } = await api<ServicesPageData>(request, '/services-page');
  expect(services?.[0], 'a service in the demo content').toBeTruthy();
  return `/services/section-service-${services?.[0]?.id}`;
}

// The salon's own pages (/login and the signed-in ones) are checked in admin.spec.ts.
const ROUTES = ['/', '/about', '/services', '/gallery', '/products', '/contact', '/404', '/no-such-page'];

/** Opens a route and scrolls through it, so lazy parts and the footer render. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight * 0.7) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 80));
    }
    window.scrollTo(0, 0);
  });
  await page.getByRole('contentinfo').waitFor();
  await expect(page.locator('.carousel__placeholder')).toHaveCount(0);
}

/** What the focused element looks like: its tag and name, and whether it shows a focus indicator. */
async function focusState(page: Page) {
  return page
    .evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body || element === document.documentElement) return null;
      const shows = (style: CSSStyleDeclaration) =>
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
        (style.boxShadow !== 'none' && style.boxShadow !== '');
      const ring =
        shows(getComputedStyle(element)) ||
        shows(getComputedStyle(element, '::after')) ||
        shows(getComputedStyle(element, '::before'));
      const box = element.getBoundingClientRect();
      return {
        element,
        description: `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ').join('.')}` : ''} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`,
        ring,
        iframe: element.tagName === 'IFRAME',
        // Focus within a video's native controls: the browser draws their rings itself (the page cannot style them).
        nativeControls: element.tagName === 'VIDEO' && !element.matches(':focus'),
        sized: box.width > 0 && box.height > 0,
        // Where it is on the page: with its description, tells one tab stop from another.
        at: `${Math.round(box.left + scrollX)},${Math.round(box.top + scrollY)}`,
        inHidden: Boolean(element.closest('[aria-hidden="true"]')),
      };
    })
    .then((state) => (state ? { ...state, element: undefined } : null));
}

/** Elements keyboard users could reach inside content hidden from screen readers (should be none). */
async function focusableInHidden(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('[aria-hidden="true"]'))
      .flatMap((hidden) =>
        Array.from(
          hidden.querySelectorAll<HTMLElement>(
            'a[href], button, input, select, textarea, iframe, summary, video[controls], [tabindex], [contenteditable]',
          ),
        ),
      )
      .filter((element) => element.tabIndex >= 0 && !element.matches(':disabled') && !element.closest('[inert]'))
      .map((element) => element.outerHTML.slice(0, 120)),
  );
}

test.describe('the skip link', () => {
  test('is the first tab stop, visible when focused, and moves focus to the main content', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    const box = await skip.boundingBox();
    expect(box && box.width > 40 && box.height > 20).toBe(true);
    expect((await focusState(page))?.ring).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    // The next tab stop is inside the main content, not back in the header.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  });
});

test.describe('every tab stop shows where focus is', () => {
  const pages = ['/', '/about', '/services', '/gallery', '/products', '/contact', '/404'];
  for (const path of pages) {
    test(`on ${path}`, async ({ page }) => {
      await visit(page, path);
      const problems: string[] = [];
      const seen = new Set<string>();
      let first: string | null = null;
      // Round the page once (or 90 stops, on a longer one).
      for (let i = 0; i < 90; i += 1) {
        await page.keyboard.press('Tab');
        let state = await focusState(page);
        if (!state || state.iframe) continue;
        const stop = `${state.description} at ${state.at}`;
        if (stop === first) break;
        first ??= stop;
        // Tab pressed just as a carousel moves on lands on the slide that is leaving; the carousel
        // brings that slide back once the move is over. Focus left out of sight is the fault.
        for (let wait = 0; wait < 30 && state.inHidden; wait += 1) {
          await page.waitForTimeout(100);
          state = (await focusState(page)) ?? state;
        }
        if (!state.ring && !state.nativeControls) problems.push(`no focus ring: ${state.description}`);
        if (!state.sized) problems.push(`focus on an invisible element: ${state.description}`);
        if (state.inHidden) problems.push(`focus inside aria-hidden content: ${state.description}`);
        seen.add(state.description);
      }
      expect([...new Set(problems)]).toEqual([]);
      expect(seen.size).toBeGreaterThan(3);
    });
  }
});

/**
 * Where focus is: whether the page has it, and on which element. Every Tab press through a dialog
 * changes it (the calendar's stand-in holds a single control), but focus that moves into or out of
 * another origin's frame gets there a step later than the key's answer.
 */
const focusAt = (page: Page) =>
  page.evaluate(
    () => `${document.hasFocus()} ${Array.from(document.querySelectorAll('*')).indexOf(document.activeElement!)}`,
  );

/**
 * Tabs forward, then back, through an open dialog, each time from its first control: focus stays
 * inside it, every stop shows a focus ring, and every control of the dialog is reached before
 * focus comes round to the start or leaves for the browser's own controls (which the page sees as no
 * focus, and a modal dialog lets it reach). How focus comes back from those is the browser's affair:
 * without a toolbar to pass through, a headless Chromium leaves it in another origin's frame. A frame
 * is a stop when its page holds one. Says whether Tab went into a frame.
 */
async function expectFocusTrapped(page: Page, dialog: Locator): Promise<{ intoFrame: boolean }> {
  const controls = 'a[href], button:not(:disabled), input, textarea, select, [tabindex]';
  /** The focused control's place among the dialog's, or where else focus is. */
  const whereFocusIs = () =>
    dialog.evaluate((element, selector) => {
      const tabbable = Array.from(element.querySelectorAll<HTMLElement>(selector)).filter(
        (e) => e.tabIndex >= 0 && e.getClientRects().length > 0,
      );
      const count = tabbable.length;
      const active = document.activeElement;
      if (!active || active === document.body || active === document.documentElement) return { count, at: 'browser' };
      if (!element.contains(active)) return { count, at: `outside: ${active.outerHTML.slice(0, 100)}` };
      if (active.localName === 'iframe') return { count, at: 'frame' };
      return { count, at: tabbable.indexOf(active as HTMLElement) };
    }, controls);
  // It opens on one of its controls, not on a box.
  const first = await focusState(page);
  expect(first && /^(a|button|input|textarea|select)[.\s]/.test(first.description), first?.description).toBe(true);
  const opening = await whereFocusIs();
  expect(typeof opening.at, 'focus starts on a control').toBe('number');
  let intoFrame = false;
  for (const key of ['Tab', 'Shift+Tab']) {
    // From the first control, where Tab leaves for the browser at the end and Shift+Tab at once.
    await dialog.evaluate(
      (element, selector) =>
        Array.from(element.querySelectorAll<HTMLElement>(selector))
          .find((e) => e.tabIndex >= 0 && e.getClientRects().length > 0)
          ?.focus(),
      controls,
    );
    const reached = new Set([0]);
    let before = await focusAt(page);
    for (let press = 1; ; press += 1) {
      expect(press, `${key} presses before focus came round`).toBeLessThanOrEqual(opening.count * 2 + 3);
      await page.keyboard.press(key);
      await expect.poll(() => focusAt(page), `${key} press ${press} moves focus`).not.toBe(before);
      before = await focusAt(page);
      const { at } = await whereFocusIs();
      if (at === 'browser') {
        if (reached.size > 1) break;
        continue;
      }
      if (at === 'frame') {
        intoFrame = true;
        continue;
      }
      if (typeof at === 'string') throw new Error(`${key} press ${press}: focus ${at}`);
      expect(at, `${key} press ${press}: focus on one of the dialog's controls`).toBeGreaterThanOrEqual(0);
      const state = await focusState(page);
      expect(state?.ring, `focus ring on ${state?.description}`).toBe(true);
      if (at === 0) break;
      reached.add(at);
    }
    expect(reached.size, `${key} reaches every control`).toBe(opening.count);
  }
  return { intoFrame };
}

/** Works the dialog's close control by keyboard: the dialog closes, and focus is back on its opener. */
async function closeByKeyboard(page: Page, close: Locator, dialog: Locator, opener: Locator, key = 'Enter') {
  await close.focus();
  await page.keyboard.press(key);
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

/** Opens a dialog as a keyboard user does: focus on its opener, then Enter. */
async function openByKeyboard(page: Page, opener: Locator) {
  await opener.focus();
  await page.keyboard.press('Enter');
}

/**
 * The way a dialog with a Close button at its start should behave: once open, focus is on that
 * button; Tab and Shift+Tab keep it inside; and the button worked by keyboard (with `key`) closes
 * the dialog and hands focus back to its opener.
 */
async function expectFocusMovesInAndBack(page: Page, dialog: Locator, opener: Locator, key = 'Enter') {
  await expect(dialog).toBeVisible();
  const close = dialog.getByRole('button', { name: 'Close' });
  await expect(close).toBeFocused();
  await expectFocusTrapped(page, dialog);
  await closeByKeyboard(page, close, dialog, opener, key);
}

test.describe('every dialog keeps focus inside and returns it to its opener', () => {
  // The burger shows on small screens only.
  test('the mobile menu', PHONE_ONLY, async ({ page }) => {
    await page.goto('/');
    const burger = page.getByRole('button', { name: 'Open menu' });
    await openByKeyboard(page, burger);
    await expectFocusMovesInAndBack(page, page.getByRole('dialog', { name: 'Menu' }), burger);
  });

  test('the booking overlay, with its fallback link', async ({ page }) => {
    await page.unroute('https://calendly.com/**');
    await page.route('https://calendly.com/**', (route) => route.abort());
    await page.goto('/services');
    const opener = page.locator('main .services-hero button[aria-haspopup="dialog"]');
    await openByKeyboard(page, opener);
    const dialog = page.getByRole('dialog', { name: 'Book your appointment' });
    await expect(dialog.getByRole('link', { name: /Open the booking page/ })).toBeVisible();
    await expectFocusTrapped(page, dialog);
    await closeByKeyboard(page, dialog.getByRole('button', { name: 'Close' }), dialog, opener);
  });

  test('the booking overlay, with the calendar', async ({ page }) => {
    await page.goto('/services');
    const opener = page.locator('main .services-hero button[aria-haspopup="dialog"]');
    const dialog = page.getByRole('dialog', { name: 'Book your appointment' });
    // With the calendar in place: its frame takes part in the cycle, and Escape still closes.
    await openByKeyboard(page, opener);
    await expect(dialog.frameLocator('iframe').getByRole('heading', { name: 'Pick a time' })).toBeVisible();
    expect(await expectFocusTrapped(page, dialog)).toEqual({ intoFrame: true });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the home gallery lightbox', async ({ page, request }, testInfo) => {
    const { homeSettings: home } = await api<GeneralData>(request, '/general-data');
    await page.goto('/');
    const gallery = page.getByRole('region', { name: home?.gallery_title ?? '' });
    await gallery.scrollIntoViewIfNeeded();
    await waitForHydration(page);
    // On a phone the gallery is a slider, which replaces the tiles the page arrived with once its code is in.
    if (isPhone(testInfo.project.name)) await expect(gallery.locator('.slick-initialized')).toBeVisible();
    const tile = gallery
      .locator('.home-gallery__tile:not(.slick-cloned .home-gallery__tile)')
      .nth(isPhone(testInfo.project.name) ? 0 : 3);
    await openByKeyboard(page, tile);
    // The viewer's code arrives once a photo is first opened: focus then moves in, to its first control.
    await expectFocusMovesInAndBack(page, page.getByRole('dialog', { name: home?.gallery_title ?? '' }), tile);
  });

  test('the gallery slideshow', async ({ page }) => {
    await page.goto('/gallery');
    const photo = page.getByRole('link', { name: /in the slideshow$/ }).nth(2);
    await waitForHydration(page, photo);
    await openByKeyboard(page, photo);
    // The viewer's code arrives once a photo is first opened: focus then moves in, to its first control.
    await expectFocusMovesInAndBack(page, page.getByRole('dialog', { name: 'Gallery slideshow' }), photo, 'Space');
  });

  test('the product modal, with its accordion worked by keyboard', async ({ page, request }) => {
    const { products = [] } = await api<ProductsPageData>(request, '/products-page');
    const product = (products?.[0]?.products ?? []).find((p) => (p.product_features ?? []).length > 1);
    expect(product, 'a product with two features in the demo content').toBeTruthy();
    await page.goto('/products');
    const card = page.getByRole('link', { name: product?.title ?? '' });
    // Before the app holds the card, Enter loads the product's address from the server instead.
    await waitForHydration(page, card);
    await openByKeyboard(page, card);
    const dialog = page.getByRole('dialog', { name: product?.title ?? '' });
    await expect(dialog).toBeVisible();
    const feature = dialog.getByRole('button', { name: product?.product_features?.[0]?.title ?? '' });
    await feature.focus();
    await page.keyboard.press('Enter');
    await expect(feature).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(feature).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expectFocusTrapped(page, dialog);
    await closeByKeyboard(page, dialog.getByRole('link', { name: 'Close' }), dialog, card);
  });

  test('the error popup and the success popup of the contact form', async ({ page, request }, testInfo) => {
    const { contactSettings: settings } = await api<ContactPageData>(request, '/contact-page');
    await page.goto('/contact');
    const submit = page.getByRole('button', { name: settings?.button_label ?? '' });
    // Posted before the app has taken the form over, the form goes to the server: wait for it here.
    await waitForHydration(page);
    await openByKeyboard(page, submit);
    const errors = page.getByRole('alertdialog');
    await expect(errors).toBeVisible();
    await expectFocusTrapped(page, errors);
    await closeByKeyboard(page, errors.getByRole('button', { name: 'OK' }), errors, submit);

    const message = await fillContactForm(page, settings, {
      email: `keys.${testInfo.project.name}.${Date.now()}@example.com`,
      message: 'A curl cut next week, please.',
    });
    await message.press('Tab');
    await expect(submit).toBeFocused();
    await page.keyboard.press('Enter');
    const success = page.getByRole('dialog', { name: settings?.success_message ?? '' });
    await expect(success).toBeVisible();
    await expectFocusTrapped(page, success);
    await page.keyboard.press('Escape');
    await expect(success).toBeHidden();
    await expect(submit).toBeFocused();
  });
});

test.describe('carousels', () => {
  // They move by themselves unless the visitor asks for less motion.
  test.use({ reducedMotion: 'no-preference' });

  /** The index of the first slide in view of each autoplaying carousel on the page. */
  const currentSlides = (page: Page) =>
    page
      .locator('.carousel:has(.carousel__control--play)')
      .evaluateAll((carousels) =>
        carousels.map((c) => c.querySelector('.slick-current')?.getAttribute('data-index') ?? 'none'),
      );

  test('each pause control works from the keyboard, and hidden slides hold nothing focusable', async ({ page }) => {
    await visit(page, '/');
    const carousels = page.locator('.carousel:has(.carousel__control--play)');
    const count = await carousels.count();
    expect(count).toBeGreaterThanOrEqual(2);

    // Left alone, they move (so a still carousel below means the pause worked).
    const before = await currentSlides(page);
    await page.waitForTimeout(3600);
    expect(await currentSlides(page)).not.toEqual(before);
    expect(await focusableInHidden(page)).toEqual([]);

    for (let i = 0; i < count; i += 1) {
      const pause = carousels.nth(i).getByRole('button', { name: 'Pause slideshow' });
      await pause.focus();
      await page.keyboard.press('Enter');
      const play = carousels.nth(i).getByRole('button', { name: 'Play slideshow' });
      await expect(play).toBeFocused();
    }
    // Focus away from every carousel (focus inside one pauses it anyway).
    await page.locator('body').evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const paused = await currentSlides(page);
    await page.waitForTimeout(4000);
    expect(await currentSlides(page)).toEqual(paused);

    // Space plays again.
    const play = carousels.first().getByRole('button', { name: 'Play slideshow' });
    await play.focus();
    await page.keyboard.press('Space');
    await expect(carousels.first().getByRole('button', { name: 'Pause slideshow' })).toBeFocused();

    // Next and Previous from the keyboard move the slides; still nothing focusable hides.
    const next = carousels.nth(1).getByRole('button', { name: 'Next' });
    await next.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.waitForTimeout(800);
    expect(await focusableInHidden(page)).toEqual([]);
  });

  test('focus that lands on a slide as it leaves brings the slide back into view', async ({ page, request }) => {
    const { homeSettings: home } = await api<GeneralData>(request, '/general-data');
    await visit(page, '/');
    const carousel = page.getByRole('group', { name: home?.services_title ?? '' });
    await carousel.scrollIntoViewIfNeeded();
    await carousel.getByRole('button', { name: 'Pause slideshow' }).click();
    const current = await carousel.locator('.slick-slide.slick-current').getAttribute('data-index');
    const leaving = carousel.locator(`.slick-slide[data-index="${current}"] a`).first();
    // Focus arrives in the same moment as the move starts, before the slide is marked hidden
    // (as when Tab is pressed just as autoplay moves on).
    await carousel.evaluate((root) => {
      root.querySelector<HTMLButtonElement>('button[aria-label="Next"]')?.click();
      root.querySelector<HTMLElement>('.slick-slide.slick-current a')?.focus();
    });
    await page.waitForTimeout(1500);
    await expect(leaving).toBeFocused();
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[aria-hidden="true"]')))).toBe(false);
    expect(await focusableInHidden(page)).toEqual([]);
  });

  test('hidden slides hold nothing focusable on the services page either', async ({ page }) => {
    await visit(page, '/services');
    await page.waitForTimeout(3600);
    expect(await focusableInHidden(page)).toEqual([]);
  });
});

test.describe('under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('no carousel moves by itself', async ({ page }) => {
    await visit(page, '/');
    const carousels = page.locator('.carousel:has(.carousel__control--play)');
    expect(await carousels.count()).toBeGreaterThan(0);
    await expect(carousels.getByRole('button', { name: 'Pause slideshow' })).toHaveCount(0);
    const slides = () =>
      carousels.evaluateAll((list) => list.map((c) => c.querySelector('.slick-current')?.getAttribute('data-index')));
    const before = await slides();
    await page.waitForTimeout(4000);
    expect(await slides()).toEqual(before);
  });

  test('the services video does not play by itself, and the icon carousel stays still', async ({ page }) => {
    await visit(page, '/services');
    const video = page.locator('main video');
    await expect(video).not.toHaveAttribute('autoplay');
    const slides = () =>
      page
        .locator('.carousel')
        .evaluateAll((list) => list.map((c) => c.querySelector('.slick-current')?.getAttribute('data-index')));
    const before = await slides();
    await page.waitForTimeout(4000);
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused && v.currentTime === 0)).toBe(true);
    expect(await slides()).toEqual(before);
  });
});

test.describe('zoomed to 200 % and at 320 px', DESKTOP_ONLY, () => {
  // Each test sets its screen's size itself: once is enough.
  for (const viewport of [
    { width: 720, height: 800 },
    { width: 320, height: 640 },
  ]) {
    test(`at ${viewport.width} px no route scrolls sideways and the menu works`, async ({ page, request }) => {
      test.slow();
      await page.setViewportSize(viewport);
      const { headerTitles } = await api<GeneralData>(request, '/general-data');
      for (const path of [...ROUTES, await firstServicePath(request)]) {
        await visit(page, path);
        const overflow = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
          // The deepest boxes whose content spills out sideways (pseudo-elements show as their parent).
          wide: Array.from(document.querySelectorAll<HTMLElement>('body *'))
            .filter((e) => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX === 'visible')
            .slice(-3)
            .map((e) => `${e.tagName.toLowerCase()}.${String(e.className).split(' ').join('.')}`),
        }));
        expect(
          overflow.scrollWidth,
          `${path} scrolls sideways; too wide: ${overflow.wide.join(', ')}`,
        ).toBeLessThanOrEqual(overflow.clientWidth);

        // The header stays whole: the logo and the menu button inside the screen.
        const header = page.getByRole('banner');
        for (const part of [
          header.getByRole('link', { name: /, home$/ }),
          header.getByRole('button', { name: 'Open menu' }),
        ]) {
          const box = await part.boundingBox();
          expect(box, `${path}: header part visible`).not.toBeNull();
          expect(box!.x).toBeGreaterThanOrEqual(0);
          expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
        }
      }

      // The menu opens, shows every link inside the screen, and navigates.
      await page.goto('/about');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu).toBeVisible();
      const links = menu.getByRole('navigation').getByRole('link');
      await expect(links).toHaveCount(5);
      for (const link of await links.all()) {
        await link.scrollIntoViewIfNeeded();
        const box = await link.boundingBox();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
        expect(box!.height).toBeGreaterThanOrEqual(24);
      }
      await menu.getByRole('link', { name: headerTitles?.gallery_menu_label ?? '', exact: true }).click();
      await expect(page).toHaveURL('/gallery');
      await expect(menu).toBeHidden();
    });
  }
});
