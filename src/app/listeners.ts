// Cross-cutting effects, each concern registering its own listeners.
import type { AppStartListening } from './listenerMiddleware';
import { addErrorListeners } from './errorListeners';
import { addScrollLockListeners } from './scrollLockListeners';

export function registerListeners(startAppListening: AppStartListening): void {
  addErrorListeners(startAppListening);
  addScrollLockListeners(startAppListening);
}
