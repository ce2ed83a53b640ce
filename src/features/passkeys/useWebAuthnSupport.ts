// Whether this browser can use passkeys: `before` until the page runs in the browser (a page drawn
// on the server cannot know), then the browser's own answer.
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

export function useWebAuthnSupport(before: boolean): boolean {
  return useSyncExternalStore(noSubscription, browserSupportsWebAuthn, () => before);
}
