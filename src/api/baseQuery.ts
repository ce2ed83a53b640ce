// The single door to the network: base URL, Accept header and the stored token. It turns every
// answer into plain, serialisable data so actions stay replayable in Redux DevTools.
import { fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
import { config } from '../config';
import { inWords } from './inWords';

export const AUTH_TOKEN_KEY = 'auth_token';

/**
 * Statuses a caller may handle itself instead of the app-wide error catalogue (spec §8). Beyond the
 * spec's 302 and 422: the salon's area says "this message is gone" in place (404) and when to try
 * signing in again (429) rather than leave the page or raise an alert; the editor says that another
 * window changed the draft (409). Signing in says itself why a passkey or a password alone was
 * refused (401), and joining that an invitation link cannot be used (410).
 */
export type CallerHandledStatus = 302 | 401 | 404 | 409 | 410 | 422 | 429;

export interface RequestOptions {
  /** The caller handles these statuses itself (e.g. the contact form's own 422 handler). */
  callerHandles?: CallerHandledStatus[];
}

/** What every settled request records about itself; read by the error listeners. */
export interface RequestMeta {
  url: string;
  method: string;
  status?: number;
  callerHandles: CallerHandledStatus[];
}

export interface ApiError {
  /** The HTTP status, or 0 when no answer came (offline, refused, timed out, unparsable). */
  status: number;
  /** A message fit for a person. */
  message: string;
  /** The parsed body, when there was one (a 422 carries { message, errors } here). */
  data?: unknown;
}

export function readAuthToken(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    return null;
  }
}

function apiBaseUrl(): string {
  // Node's Request (jest, server) rejects relative URLs, so anchor a relative prefix to the page.
  if (/^https?:\/\//i.test(config.apiBase)) return config.apiBase;
  const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin;
  return `${origin}${config.apiBase}`;
}

const rawBaseQuery = fetchBaseQuery({
  prepareHeaders: (headers) => {
    headers.set('Accept', 'application/json');
    const token = readAuthToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

/** "in a minute", "in 3 minutes", "in 2 hours", from a Retry-After of seconds or an HTTP date. */
function retryIn(retryAfter: string | null | undefined): string {
  const value = (retryAfter ?? '').trim();
  const seconds = /^\d+$/.test(value) ? Number(value) : (Date.parse(value) - Date.now()) / 1000;
  if (!Number.isFinite(seconds)) return 'in a little while';
  return inWords(seconds * 1000, { hoursFrom: 90 });
}

function messageOf(status: number, data: unknown, fallback: string, headers?: Headers): string {
  if (data && typeof data === 'object' && 'message' in data) {
    const message = (data as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  // A 429 from a proxy or another backend may say nothing a person can read (or send HTML).
  if (status === 429) {
    return `You have sent several requests in a short time. Please try again ${retryIn(headers?.get('retry-after'))}.`;
  }
  return status ? `${fallback} (status ${status})` : fallback;
}

export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError, RequestOptions, RequestMeta> = async (
  args,
  api,
  extraOptions,
) => {
  const request: FetchArgs = typeof args === 'string' ? { url: args } : args;
  const path = request.url.startsWith('/') ? request.url : `/${request.url}`;
  const result = await rawBaseQuery({ ...request, url: `${apiBaseUrl()}${path}` }, api, {});
  const status = result.meta?.response?.status;
  const meta: RequestMeta = {
    url: path,
    method: (request.method ?? 'GET').toUpperCase(),
    status,
    // RTK Query passes no options at all for an endpoint that declares none.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
    callerHandles: extraOptions?.callerHandles ?? [],
  };
  if (!result.error) return { data: result.data, meta };

  const error = result.error;
  if (typeof error.status === 'number') {
    return {
      error: {
        status: error.status,
        data: error.data,
        message: messageOf(error.status, error.data, 'The request failed', result.meta?.response?.headers),
      },
      meta,
    };
  }
  const reason = 'error' in error && typeof error.error === 'string' ? error.error : error.status;
  return {
    error: {
      status: status ?? 0,
      data: 'data' in error ? error.data : undefined,
      message:
        status === 429
          ? messageOf(status, undefined, '', result.meta?.response?.headers)
          : `The server could not be reached: ${reason}`,
    },
    meta,
  };
};
