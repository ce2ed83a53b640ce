// The error catalogue of spec §8: every failed request is mapped here by its status.
import { isRejectedWithValue, type Action } from '@reduxjs/toolkit';
import type { ApiError, CallerHandledStatus, RequestMeta } from '../api/baseQuery';
import { AUTH_TOKEN_KEY } from '../api/baseQuery';
import type { ValidationErrorBody } from '../api/types';
import { paths, signInPathFrom } from '../paths';
import { errorsReceived } from './errorsSlice';
import { selectLocation } from './locationSlice';
import type { AppStartListening } from './listenerMiddleware';

/** Requests to this URL never raise the validation popup (spec §5). */
const SILENT_422_URL = 'save-form-1';

/** The same alert is not raised again within this time (several calls failing at once, say offline). */
export const ALERT_REPEAT_MS = 2000;

/** 'save-form-1', '/api/save-form-1?x=1' → true; 'save-form-10' → false. */
function isSilent422Url(url: string | undefined): boolean {
  const path = (url ?? '').split(/[?#]/)[0] ?? '';
  return path.replace(/\/+$/, '').split('/').pop() === SILENT_422_URL;
}

/** All messages of a 422 body, flattened in the order the fields arrive. */
export function flattenValidationErrors(body: unknown, fieldOrder?: readonly string[]): string[] {
  const errors = (body as ValidationErrorBody | undefined)?.errors;
  if (!errors || typeof errors !== 'object') {
    const message = (body as ValidationErrorBody | undefined)?.message;
    return typeof message === 'string' && message ? [message] : [];
  }
  const fields = fieldOrder
    ? [...fieldOrder.filter((f) => f in errors), ...Object.keys(errors).filter((f) => !fieldOrder.includes(f))]
    : Object.keys(errors);
  return fields.flatMap((field) => {
    const messages = errors[field];
    if (Array.isArray(messages)) return messages.filter((m): m is string => typeof m === 'string');
    return typeof messages === 'string' ? [messages] : [];
  });
}

interface RejectedRequest extends Action {
  payload: ApiError;
  meta: { baseQueryMeta?: RequestMeta };
}

function isRejectedRequest(action: unknown): action is RejectedRequest {
  if (!isRejectedWithValue(action)) return false;
  const payload = action.payload as Partial<ApiError> | undefined;
  return typeof payload?.status === 'number' && typeof payload.message === 'string';
}

export function addErrorListeners(startAppListening: AppStartListening): void {
  // When each alert was last dismissed: alert() blocks, so failures queued behind it come within the window.
  const alertedAt = new Map<string, number>();

  startAppListening({
    matcher: isRejectedRequest,
    effect: ({ payload, meta }, api) => {
      const request = meta.baseQueryMeta;
      const handledByCaller = (status: CallerHandledStatus) => request?.callerHandles.includes(status) ?? false;
      const services = api.extra;

      switch (payload.status) {
        case 422: {
          if (handledByCaller(422)) return;
          if (isSilent422Url(request?.url)) return;
          const messages = flattenValidationErrors(payload.data);
          api.dispatch(errorsReceived(messages.length ? messages : [payload.message]));
          return;
        }
        case 404:
          if (handledByCaller(404)) return;
          services.navigate(paths.notFound);
          return;
        case 401: {
          if (handledByCaller(401)) return;
          services.storage?.removeItem(AUTH_TOKEN_KEY);
          const location = selectLocation(api.getState());
          // A page's requests that were out together each get their 401: the first one's way to
          // /login remembers the page; the others, answered once the sign-in page shows, leave it be.
          if (location.pathname === paths.login) return;
          services.navigate(signInPathFrom(location));
          return;
        }
        case 302:
          // Only a caller that registered its own handler acts on a redirect answer.
          return;
        default: {
          if (
            (payload.status === 409 || payload.status === 410 || payload.status === 429) &&
            handledByCaller(payload.status)
          )
            return;
          const last = alertedAt.get(payload.message);
          if (last !== undefined && Date.now() - last < ALERT_REPEAT_MS) return;
          services.alert(payload.message);
          alertedAt.set(payload.message, Date.now());
        }
      }
    },
  });
}
