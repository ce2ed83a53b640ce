// Keeps the owner from leaving the editor with changes the draft does not hold. Closing or reloading
// the tab asks the browser's own question. A link out of the editor first saves what waits to be
// saved, and asks only when that cannot be done (the server refused it, or another window's draft).
// The router is react-router's declarative one, whose navigations cannot be blocked (useBlocker
// needs the data router), so links are caught on their way, before the router sees the click.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector, useAppStore } from '../../state/hooks';
import { saveEdits } from './autosave';
import { draftReplaced, selectEditor, unsavedEntities } from './editorSlice';

/** Whether a click on this link would leave the page for another of the same site, in this tab. */
function leavingTo(event: MouseEvent, stays: (pathname: string) => boolean): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin || stays(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export interface LeaveGuard {
  /** Where the owner asked to go while changes could not be saved; the page asks about it. */
  asking: string | null;
  stay: () => void;
  leaveWithoutThem: () => void;
}

export function useLeaveGuard(stays: (pathname: string) => boolean): LeaveGuard {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const editor = useAppSelector(selectEditor);
  const unsaved = editor.saving || unsavedEntities(editor).length > 0;
  const [asking, setAsking] = useState<string | null>(null);

  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    const onClick = (event: MouseEvent) => {
      const to = leavingTo(event, stays);
      if (to === null) return;
      event.preventDefault();
      event.stopPropagation();
      void dispatch(saveEdits()).then((saved) => (saved ? navigate(to) : setAsking(to)));
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [unsaved, stays, dispatch, navigate]);

  return {
    asking,
    stay: () => setAsking(null),
    leaveWithoutThem: () => {
      const to = asking;
      dispatch(draftReplaced({ revision: selectEditor(store.getState()).revision }));
      setAsking(null);
      if (to !== null) void navigate(to);
    },
  };
}
