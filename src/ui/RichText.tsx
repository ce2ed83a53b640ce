// The only way HTML from content reaches the page: sanitised first. DOMPurify is a chunk of its
// own, not part of any page's first JavaScript: a page the server rendered already shows its markup
// when the app takes it over, so hydration keeps that markup as it is. The sanitiser is fetched
// while the browser is idle, for rich text the app draws itself (another page, new content), which
// waits for it. (webpack's prefetch link is not valid HTML: rel=prefetch with `as`.)
import type { DOMPurify as Purifier, WindowLike } from 'dompurify';
import { useEffect, useMemo, useState, useSyncExternalStore, type ElementType } from 'react';
import { RICH_TEXT_POLICY, secureNewTabLink } from '../api/contract';
import './RichText.css';

export interface RichTextProps {
  html: string | null | undefined;
  as?: ElementType;
  className?: string;
  id?: string;
}

function configured(purifier: Purifier): Purifier {
  purifier.addHook('afterSanitizeAttributes', secureNewTabLink);
  return purifier;
}

/** DOMPurify, once loaded, on a DOM: the browser's, or the one the server render provides. */
let purifier: Purifier | null = null;
let loading: Promise<void> | null = null;
/** The DOM a server render gives the sanitiser (setSanitizerWindow). */
let serverWindow: WindowLike | null = null;
/** Set by a server render whose content was sanitised when it was stored: used as it is. */
let storedClean = false;
const listeners = new Set<() => void>();

/** Fetches and sets up DOMPurify, once; resolves when HTML can be sanitised (or never can, without a DOM). */
export function loadSanitizer(): Promise<void> {
  loading ??= import(/* webpackChunkName: "sanitizer" */ 'dompurify').then(({ default: DOMPurify }) => {
    if (serverWindow) purifier = configured(DOMPurify(serverWindow));
    else if (DOMPurify.isSupported) purifier = configured(DOMPurify);
    listeners.forEach((listener) => listener());
  });
  // A failed chunk load must not stick: the next render tries again.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** Gives the sanitiser a DOM to work in outside a browser (the render awaits loadSanitizer). */
export function setSanitizerWindow(window: WindowLike): void {
  serverWindow = window;
  purifier = null;
  loading = null;
}

/**
 * For the content server's render: its content was sanitised to RICH_TEXT_POLICY when it was
 * written (server/modules/content/sanitize.ts), so it is used as it is, and the browser's own pass over it finds
 * nothing to change (hydration sees the same markup).
 */
export function trustStoredHtml(): void {
  storedClean = true;
}

/** Whether sanitizeHtml can do its work now, or waits for loadSanitizer. */
export function sanitizerReady(): boolean {
  return storedClean || purifier !== null;
}

function sanitizeWith(current: Purifier | null, html: string): string {
  if (storedClean) return html;
  // Without any DOM, only the text is safe to keep: no tag, nor any part of one, survives.
  if (!current) return html.replace(/<[^>]*>/g, '').replace(/[<>]/g, '');
  return current.sanitize(html, RICH_TEXT_POLICY);
}

export function sanitizeHtml(html: string): string {
  return sanitizeWith(purifier, html);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** In the browser while it hydrates: the markup on the page is the server's, kept as it is. */
const AS_DRAWN = 'as drawn' as const;

/**
 * Rich text, sanitised. A text the app draws before the sanitiser has arrived is left out until it
 * has (the store below redraws it then): only the text is missing for that moment, never the page
 * around it, whose focus stays where it is (a product's modal opened at once from its card).
 */
export function RichText({ html, as: Tag = 'div', className, id }: RichTextProps) {
  const state = useSyncExternalStore<Purifier | null | typeof AS_DRAWN>(
    subscribe,
    () => purifier,
    () => (typeof window === 'undefined' ? purifier : AS_DRAWN),
  );
  // The markup this text had when it was hydrated: the server rendered it, and it is on the page.
  const [drawn] = useState(() => (state === AS_DRAWN ? html : undefined));
  const onThePage = state === AS_DRAWN || html === drawn;
  const waits = Boolean(html) && !onThePage && !sanitizerReady() && typeof window !== 'undefined';
  // Markup the server rendered stays as it is when the sanitiser arrives (`state`): redrawing every text
  // of the page then would be one long task; what the app draws itself is sanitised.
  const clean = useMemo(() => (!html ? '' : onThePage ? html : sanitizeWith(state, html)), [html, onThePage, state]);
  useEffect(() => {
    if (waits) void loadSanitizer().catch(() => undefined);
  }, [waits]);
  useEffect(() => {
    // Ready for what the app draws next, without holding up the page now.
    if (sanitizerReady()) return;
    const start = () => void loadSanitizer().catch(() => undefined);
    if (typeof requestIdleCallback !== 'function') return void setTimeout(start, 200);
    const handle = requestIdleCallback(start, { timeout: 3000 });
    return () => cancelIdleCallback(handle);
  }, []);
  if (waits || !clean.trim()) return null;
  return (
    <Tag
      id={id}
      className={['rich-text', className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
