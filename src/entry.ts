// Entry: the site's base styles, then the app once the browser has shown the first view the server
// sent. The app's code is fetched alongside the page (the HTML preloads it); only running it waits,
// so the page's text and first images are on screen before the app's start-up takes the main thread.
// The site's own faces are fetched once the page is first drawn, so that they take no bandwidth from
// its styles and first images; the fallback faces it is drawn in take the same room.
import './styles/fallback-fonts.css';
import './styles/global.css';
import { addOwnFaces } from './styles/ownFaces';

/** Longest wait for the first view, should the browser never report it shown. */
const FIRST_VIEW_WAIT_MS = 1000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves once the browser has reported the page's first contentful paint. */
function firstContentfulPaint() {
  return new Promise<void>((resolve) => {
    // Browsers without paint timing report no first paint: the wait ends at once.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      resolve();
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** Resolves after the browser has drawn two more frames (the last one is then on screen). */
function twoFramesLater() {
  return new Promise<void>((resolve) => {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
  });
}

/**
 * Resolves once a page that arrived drawn is on screen with its first-view images (the ones the
 * server marks as high priority), or at once when there is nothing to show yet (an empty page,
 * which the app draws) or nothing will be shown (a hidden tab). The visitor's first touch or key
 * ends the wait, as does FIRST_VIEW_WAIT_MS.
 */
function firstViewShown(root: HTMLElement | null) {
  if (!root?.firstElementChild || document.visibilityState === 'hidden') return Promise.resolve();
  const shown = firstContentfulPaint()
    .then(() => {
      const images = root.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]');
      return Promise.all([...images].map((image) => image.decode().catch(() => {})));
    })
    .then(twoFramesLater);
  const hiddenOrUsed = new Promise<void>((resolve) => {
    for (const type of ['visibilitychange', 'pointerdown', 'keydown']) {
      document.addEventListener(type, () => resolve(), { once: true, capture: true });
    }
  });
  return Promise.race([shown, hiddenOrUsed, wait(FIRST_VIEW_WAIT_MS)]);
}

/**
 * The app's code, one part per task: React (with it, the libraries' file is evaluated), React DOM,
 * Redux Toolkit, RTK Query, the store, the router, then the rest. Each part runs its modules when
 * imported (all are in the one preloaded chunk group), and splitting them keeps any single task short
 * enough for the page to answer input in between. A library's part names one export the app uses
 * (webpackExports): imported whole here, the library would be kept whole in the build.
 */
const APP_PARTS = [
  () => import(/* webpackChunkName: "app", webpackExports: ["startTransition"] */ 'react'),
  () => import(/* webpackChunkName: "app", webpackExports: ["hydrateRoot"] */ 'react-dom/client'),
  () => import(/* webpackChunkName: "app", webpackExports: ["configureStore"] */ '@reduxjs/toolkit'),
  () => import(/* webpackChunkName: "app", webpackExports: ["createApi"] */ '@reduxjs/toolkit/query/react'),
  () => import(/* webpackChunkName: "app" */ './app/store'),
  () => import(/* webpackChunkName: "app", webpackExports: ["BrowserRouter"] */ 'react-router'),
  () => import(/* webpackChunkName: "app" */ './main'),
];

const nextTask = () => wait(0);

async function loadOwnFaces() {
  await Promise.race([firstContentfulPaint(), wait(FIRST_VIEW_WAIT_MS)]);
  await addOwnFaces();
}

async function startApp() {
  await firstViewShown(document.getElementById('root'));
  for (const importPart of APP_PARTS) {
    await importPart();
    await nextTask();
  }
}

void loadOwnFaces();
void startApp();
