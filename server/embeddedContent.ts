// The content a page's HTML carries (src/api/contract.ts): the app-start calls and the page's own,
// as the API would answer them from the same content, so that the page's first view needs no request.
import { APP_START_CALLS, type EmbeddableCall, type EmbeddedData } from '../src/api/contract';
import type { PageRoute } from '../src/routes';
import { embeddedAnswer, type AnswerSources } from './contentAnswers';

/** The content embedded in the page of `route`: the app-start calls' answers and the page's own. */
export async function embeddedContentFor(route: PageRoute, sources: AnswerSources): Promise<EmbeddedData> {
  const calls = [...new Set<EmbeddableCall>([...APP_START_CALLS, ...route.calls])];
  const entries = await Promise.all(calls.map(async (call) => [call, await embeddedAnswer(call, sources)] as const));
  return Object.fromEntries(entries);
}
