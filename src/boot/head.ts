// The page's own small script, written into the head of every page by the build (webpack.config.ts),
// so that it runs before the first paint: in-page links are answered from then (src/boot/inPageLinks.ts),
// dialogs open and close in browsers without Invoker Commands or `closedby` (src/app/dialogFallbacks.ts),
// a visitor whose browser has cached the site's own fonts sees them from the start (src/styles/ownFonts.ts),
// and the page view is counted before the app starts (src/features/insights/firstView.ts).
import { answerDialogCommands, answerDialogLightDismiss } from '../app/dialogFallbacks';
import { answerInPageLinks, IN_PAGE_LINKS_STOP } from './inPageLinks';
import { qaSessionWanted } from './qaWanted';
import { startCounting } from '../features/insights/firstView';
import { ownFontsKept, showOwnFonts } from '../styles/ownFontsKept';

window[IN_PAGE_LINKS_STOP] = answerInPageLinks(document);
answerDialogCommands(document);
answerDialogLightDismiss(document);
if (ownFontsKept()) showOwnFonts();
// A QA session counts nothing (main.tsx).
if (!qaSessionWanted()) startCounting();
