// The content a page's HTML carries (src/api/contract.ts): the app-start calls and the page's own,
// as the API would answer them from the same content, so that the page's first view needs no request.
import { APP_START_CALLS, type EmbeddableCall, type EmbeddedData } from '../../../src/api/contract';
import { GALLERY_MAX_DRAWN_PAGES, galleryQuery, queryId } from '../../../src/paths';
import type { PageRoute } from '../../../src/routes';
import { embeddedAnswer, type AnswerSources } from '../content';

/**
 * The content embedded in the page of `route` at `search` (its query as the route declares it): the
 * app-start calls' answers and the page's own. A paged list comes with its pages up to ?page=n (the
 * photos a visitor without the app has asked for with "More photos").
 */
export async function embeddedContentFor(
  route: PageRoute,
  sources: AnswerSources & { search?: string },
): Promise<EmbeddedData> {
  const pagesUpTo = Math.min(
    queryId(new URLSearchParams(sources.search ?? '').get(galleryQuery.page)) ?? 1,
    GALLERY_MAX_DRAWN_PAGES,
  );
  const calls = [...new Set<EmbeddableCall>([...APP_START_CALLS, ...route.calls])];
  const entries = await Promise.all(
    calls.map(async (call) => [call, await embeddedAnswer(call, sources, pagesUpTo)] as const),
  );
  return Object.fromEntries(entries);
}
