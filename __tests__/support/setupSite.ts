// Browser APIs jsdom lacks, stood in for just enough that components run, and the fake content API
// (msw, at the fetch boundary), listening for every test.
import '@testing-library/jest-dom';
import { server } from './apiServer';
import { installMatchMedia } from './mediaQueries';

installMatchMedia();

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

// jsdom knows <dialog> but not its modal methods.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = function scrollIntoView() {};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
