// The app's router: react-router's BrowserRouter, except that it draws the address the page was drawn
// at until the app holds that page, and only then follows the browser's history. React hydrates the
// routed page after the frame around it; a back, a forward or a tap on the header's links in between
// (WebKit, after a reload, goes back to the entry before within the same document) would otherwise
// hydrate the server's markup of one page as another, which React throws away and draws again.
import { startTransition, useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPath, NavigationType, Router, type Location, type UNSAFE_createBrowserHistory } from 'react-router';
import { PageDrawnContext } from '../layout/pageDrawn';

export type BrowserHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

interface Move {
  action: NavigationType;
  location: Location;
}

interface DocumentRouterProps {
  history: BrowserHistory;
  /** The address the page on screen was drawn at (by the server, when the app hydrates it). */
  drawn: Location;
  /** Hears every move through the history as it is made, before the page it leads to is shown. */
  onMove?: (location: Location) => void;
  children: ReactNode;
}

export function DocumentRouter({ history, drawn, onMove, children }: DocumentRouterProps) {
  const [shown, setShown] = useState<Move>({ action: history.action, location: drawn });
  /** Whether the routed page is the app's yet; until it is, the last move waits. */
  const pageDrawn = useRef(false);
  const waiting = useRef<Move | null>(null);

  const show = useCallback((move: Move) => {
    startTransition(() => setShown({ action: move.action, location: move.location }));
  }, []);

  useLayoutEffect(() => {
    const follow = (move: Move) => {
      onMove?.(move.location);
      if (pageDrawn.current) show(move);
      else waiting.current = move;
    };
    const stop = history.listen(follow);
    // A move made before the router listened (while the app's code loaded).
    if (createPath(history.location) !== createPath(drawn)) {
      follow({ action: NavigationType.Pop, location: history.location });
    }
    return stop;
  }, [history, drawn, onMove, show]);

  const onPageDrawn = useCallback(() => {
    if (pageDrawn.current) return;
    pageDrawn.current = true;
    const move = waiting.current;
    waiting.current = null;
    if (move) show(move);
  }, [show]);

  return (
    <PageDrawnContext value={onPageDrawn}>
      <Router location={shown.location} navigationType={shown.action} navigator={history}>
        {children}
      </Router>
    </PageDrawnContext>
  );
}
