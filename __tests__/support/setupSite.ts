// Browser APIs jsdom lacks, stood in for just enough that components run, and the fake content API
// (msw, at the fetch boundary), listening for every test.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { server } from './apiServer';
import { installMatchMedia } from './mediaQueries';
import { loadSanitizer } from '../../src/ui/RichText';

installMatchMedia();

// How long a findBy… or waitFor goes on looking before the test fails: it returns as soon as what it
// looks for is there. A page's first draw loads its code (compiled on first use here) and answers
// from the fake API; on a busy two-core machine that takes more than the library's 1 s default.
configure({ asyncUtilTimeout: 10_000 });

// The sanitiser is its own chunk, which the browser fetches once the first page is up; components
// under test draw rich text with it at hand (richText.test.tsx checks the wait without it).
beforeAll(() => loadSanitizer());

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
if (!('ResizeObserver' in window))
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: NoopObserver });
if (!('IntersectionObserver' in window))
  Object.defineProperty(window, 'IntersectionObserver', { writable: true, value: NoopObserver });

// jsdom knows <dialog> but not its modal methods, nor what the browser does around them: a cancel
// (Escape) closes the dialog, a button's command opens or closes it, and each change fires toggle
// (and close) events. Stood in for as the browser behaves: the state changes at once, and its events
// are queued, fired a task later.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  const modal = new WeakSet<HTMLDialogElement>();
  const queued = (dialog: HTMLDialogElement, event: Event) => setTimeout(() => dialog.dispatchEvent(event));
  const toggled = (dialog: HTMLDialogElement, newState: 'open' | 'closed') =>
    queued(dialog, Object.assign(new Event('toggle'), { newState }));
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) return;
    this.setAttribute('open', '');
    modal.add(this);
    toggled(this, 'open');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    modal.delete(this);
    queued(this, new Event('close'));
    toggled(this, 'closed');
  };
  const matches = Element.prototype.matches;
  Element.prototype.matches = function matchesModal(this: Element, selectors: string) {
    if (selectors === ':modal') return this instanceof HTMLDialogElement && modal.has(this);
    return matches.call(this, selectors);
  };
  document.addEventListener(
    'cancel',
    (event) => {
      const dialog = event.target;
      if (!(dialog instanceof HTMLDialogElement)) return;
      // After the dialog's own listeners: the browser closes it unless one of them said no.
      dialog.addEventListener('cancel', () => !event.defaultPrevented && dialog.close(), { once: true });
    },
    { capture: true },
  );
  // A button's command, as the browser runs it after the click (unless a listener prevented it).
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button[commandfor]') : null;
    if (!button || event.defaultPrevented) return;
    const dialog = document.getElementById(button.getAttribute('commandfor') ?? '');
    if (!(dialog instanceof HTMLDialogElement)) return;
    const command = button.getAttribute('command');
    if (command === 'show-modal') dialog.showModal();
    else if (command === 'close') dialog.close();
  });
}

window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = function scrollIntoView() {};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
