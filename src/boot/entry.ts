// The page's start-up, in one place. In order (the files are in src/boot/ unless named):
//  1. head.ts, written into the page's head by the build, runs before the first paint: in-page links
//     are answered (inPageLinks.ts), dialogs work without Invoker Commands (src/app/dialogFallbacks.ts),
//     and a browser that has the site's own fonts cached is set in them from the start.
//  2. This entry, written at the end of the body: the base styles; a QA session's code, only when one
//     is wanted (qaWanted.ts, src/tools/qa/); taps are caught from here on (earlyTaps.ts).
//  3. The page the server rendered is shown (startup.ts, firstViewShown); then the site's own fonts
//     are loaded for the next pages (src/styles/), and the app's scripts are fetched, all at once (on a
//     slow network they would otherwise take bandwidth from the page's styles and first images).
//  4. The app's libraries run, one per task (startup.ts, inSteps; src/yieldToMain.ts), then main.tsx
//     prepares the app: the store, the data embedded in the page (src/api/embeddedData.ts), what the
//     address says (addressState.ts), the app-start calls and the page's code.
//  5. The head's in-page links stop, the app hydrates the page, and the taps caught are replayed.
import '../styles/fallback-fonts.css';
import '../styles/global.css';
import { APP_SCRIPTS_META_NAME } from '../api/contract';
import { catchEarlyTaps } from './earlyTaps';
import { IN_PAGE_LINKS_STOP } from './inPageLinks';
import { firstViewShown, inSteps } from './startup';
import { loadOwnFonts } from '../styles/ownFonts';
import { qaSessionWanted } from './qaWanted';
import { yieldToMain } from '../yieldToMain';

/**
 * The app's libraries, one per task: importing each runs its modules (all are in the chunk group
 * "app", fetched together), so that no single task evaluates them all. Each names one export the app uses
 * (webpackExports): imported whole here, a library would be kept whole in the build.
 */
const APP_LIBRARIES = [
  () => import(/* webpackChunkName: "app", webpackExports: ["startTransition"] */ 'react'),
  () => import(/* webpackChunkName: "app", webpackExports: ["hydrateRoot"] */ 'react-dom/client'),
  () => import(/* webpackChunkName: "app", webpackExports: ["configureStore"] */ '@reduxjs/toolkit'),
  () => import(/* webpackChunkName: "app", webpackExports: ["createApi"] */ '@reduxjs/toolkit/query/react'),
  () => import(/* webpackChunkName: "app" */ '../app/store'),
  () => import(/* webpackChunkName: "app", webpackExports: ["Router"] */ 'react-router'),
];

/**
 * Starts fetching, all at once, the scripts the server listed for this page (the browser has cached them
 * for the imports that run them). A page served without that list fetches each as it is imported.
 */
function fetchAppScripts() {
  const listed = document.querySelector<HTMLMetaElement>(`meta[name="${APP_SCRIPTS_META_NAME}"]`)?.content ?? '';
  for (const href of listed.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    document.head.append(link);
  }
}

/** Where the document arrived: the address the page on screen was drawn at. */
const arrived = { pathname: window.location.pathname, search: window.location.search, hash: window.location.hash };

/** Runs the app's libraries and prepares it; null when its code did not arrive. */
async function prepare(root: HTMLElement): Promise<(() => void) | null> {
  try {
    await inSteps(APP_LIBRARIES);
    const { prepareApp } = await import(/* webpackChunkName: "app" */ './main');
    return await prepareApp(root, arrived);
  } catch (error) {
    if (!(error instanceof Error) || error.name !== 'ChunkLoadError') throw error;
    // Its code did not arrive (the visitor left while it loaded, or the network failed): the page the
    // server rendered stays, and carries the visitor as it does without scripts.
    console.warn('The app did not start; the page stays as it was drawn.', error);
    return null;
  }
}

async function startApp(root: HTMLElement) {
  const earlyTaps = catchEarlyTaps(root);
  await firstViewShown(root);
  void loadOwnFonts();
  fetchAppScripts();
  const render = await prepare(root);
  earlyTaps.stop();
  if (!render) return;
  window[IN_PAGE_LINKS_STOP]?.();
  render();
  await yieldToMain();
  earlyTaps.replay();
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to render into.');
// A QA session (?qa=record|replay) sets up its recorder or replayer before the app starts; any
// other visit fetches none of its code.
const qaSession = qaSessionWanted()
  ? import(/* webpackChunkName: "qa" */ '../tools/qa/session').then((m) => m.startQaSession())
  : Promise.resolve();

const start = () => startApp(root);
void qaSession.then(start, start);
