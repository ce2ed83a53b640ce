// The page's own small script, written into the head of every page by the build (webpack.config.ts),
// so that in-page links are answered from the first paint (src/app/inPageLinks.ts).
import { answerInPageLinks, IN_PAGE_LINKS_STOP } from './app/inPageLinks';

window[IN_PAGE_LINKS_STOP] = answerInPageLinks(document);
