// Telling the API's refusals from the browser's own errors, where a form unwraps a mutation. A
// module of its own rather than a part of baseQuery.ts: the pages that use it are loaded later, and
// the first page's script does not carry it.
import type { ApiError } from './baseQuery';

/** Whether a caught error is the API's answer (an unwrapped mutation's), rather than the browser's own. */
export const isApiError = (error: unknown): error is ApiError =>
  typeof error === 'object' && error !== null && typeof (error as ApiError).status === 'number';
