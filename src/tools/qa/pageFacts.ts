// What the recorder and the replayer read off the page: its address, its embedded content, and
// which requests go to the content API.
import { EMBEDDED_DATA_ELEMENT_ID } from '../../api/contract';
import { config } from '../../config';
import type { ScreenSnapshot } from './format';
import { screenStateOf } from './screenState';
import type { QaStore } from './qaHook';

/** The page's path, query (less the qa flag) and fragment. */
export function currentHref(): string {
  const params = new URLSearchParams(window.location.search);
  params.delete('qa');
  const search = params.toString();
  return `${window.location.pathname}${search ? `?${search}` : ''}${window.location.hash}`;
}

/** Takes the qa flag out of the address bar: the session goes on from storage. */
export function dropQaFlag(): void {
  if (!new URLSearchParams(window.location.search).has('qa')) return;
  window.history.replaceState(window.history.state, '', currentHref());
}

/** The content the server embedded in the page, parsed, or null. */
export function readEmbedded(): unknown {
  const text = document.getElementById(EMBEDDED_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Puts `embedded` in the page for the app to start from (none when null). */
export function replaceEmbedded(embedded: unknown): void {
  const existing = document.getElementById(EMBEDDED_DATA_ELEMENT_ID);
  if (embedded === null || embedded === undefined) {
    existing?.remove();
    return;
  }
  const element = existing ?? document.createElement('script');
  if (!existing) {
    element.id = EMBEDDED_DATA_ELEMENT_ID;
    element.setAttribute('type', 'application/json');
    document.body.append(element);
  }
  element.textContent = JSON.stringify(embedded);
}

const apiPrefix = () => new URL(`${config.apiBase}/`, window.location.href).href;

export interface RequestFacts {
  method: string;
  /** Path and query on the page's origin, else the whole URL. */
  url: string;
  isApi: boolean;
}

export function requestFacts(input: RequestInfo | URL, init?: RequestInit): RequestFacts {
  const href = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
  const url = new URL(href, window.location.href);
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  return {
    method,
    url: url.origin === window.location.origin ? `${url.pathname}${url.search}` : url.href,
    isApi: url.href.startsWith(apiPrefix()),
  };
}

/** What a checkpoint compares: the store's location, screen state and errors, and the topmost dialog's name. */
export function snapshotOf(store: QaStore, dialog: string | null): ScreenSnapshot {
  const state = store.getState();
  return JSON.parse(
    JSON.stringify({ location: state.location, ui: screenStateOf(state), errors: state.errors, dialog }),
  ) as ScreenSnapshot;
}
