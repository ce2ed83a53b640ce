// The only way HTML from content reaches the page: sanitised first.
import DOMPurify, { type DOMPurify as Purifier, type WindowLike } from 'dompurify';
import { useMemo, type ElementType } from 'react';
import { RICH_TEXT_POLICY, secureNewTabLink } from '../api/contract';

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

/** DOMPurify works on a DOM: the browser's, or the one the server render provides. */
let purifier: Purifier | null = DOMPurify.isSupported ? configured(DOMPurify) : null;
/** Set by a server render whose content was sanitised when it was stored: used as it is. */
let storedClean = false;

/** Gives the sanitiser a DOM to work in outside a browser. */
export function setSanitizerWindow(window: WindowLike): void {
  purifier = configured(DOMPurify(window));
}

/**
 * For the content server's render: its content was sanitised to RICH_TEXT_POLICY when it was
 * written (server/sanitize.ts), so it is used as it is, and the browser's own pass over it finds
 * nothing to change (hydration sees the same markup).
 */
export function trustStoredHtml(): void {
  storedClean = true;
}

export function sanitizeHtml(html: string): string {
  if (storedClean) return html;
  // Without any DOM, only the text is safe to keep: no tag, nor any part of one, survives.
  if (!purifier) return html.replace(/<[^>]*>/g, '').replace(/[<>]/g, '');
  return purifier.sanitize(html, RICH_TEXT_POLICY);
}

export function RichText({ html, as: Tag = 'div', className, id }: RichTextProps) {
  const clean = useMemo(() => (html ? sanitizeHtml(html) : ''), [html]);
  if (!clean.trim()) return null;
  return (
    <Tag
      id={id}
      className={['rich-text', className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
