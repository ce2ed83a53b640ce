// Tells the app's router (src/app/DocumentRouter.tsx) that the routed page on screen is the app's: drawn
// by it, or hydrated by it when the server drew the page. Rendered with the page, inside its Suspense
// boundary, whose content React hydrates after the frame around it.
import { createContext, use, useEffect } from 'react';

/** Called once the routed page is on screen, drawn by the app (a no-op outside the app's router). */
export const PageDrawnContext = createContext<() => void>(() => undefined);

export function PageDrawn() {
  const pageDrawn = use(PageDrawnContext);
  useEffect(pageDrawn, [pageDrawn]);
  return null;
}
