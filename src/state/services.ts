// The side effects listeners may perform, passed to the listener middleware as its `extra`
// argument so tests and the server can supply their own.

export interface AppServices {
  /** Navigates through the router the app draws (see RouterNavigation), or by a full load before it is drawn. */
  navigate: (to: string) => void;
  /** Shows a blocking message to the visitor. */
  alert: (message: string) => void;
  /** Where the auth token lives (localStorage in the browser). */
  storage: Pick<Storage, 'getItem' | 'removeItem'> | null;
  /** The document whose body scrolling is locked; null outside a browser. */
  document: Document | null;
}

export function browserServices(): AppServices {
  const hasWindow = typeof window !== 'undefined';
  return {
    navigate: (to) => {
      if (hasWindow) window.location.assign(to);
    },
    alert: (message) => {
      if (hasWindow) window.alert(message);
    },
    storage: hasWindow ? safeLocalStorage() : null,
    document: typeof document === 'undefined' ? null : document,
  };
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
