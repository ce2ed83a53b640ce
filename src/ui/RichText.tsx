// The only way HTML from content reaches the page: sanitised first.
import DOMPurify, { type DOMPurify as Purifier, type WindowLike } from 'dompurify';
import { useMemo, type ElementType } from 'react';

export interface RichTextProps {
  html: string | null | undefined;
  as?: ElementType;
  className?: string;
  id?: string;
}

const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'a',
  'span',
  'h3',
  'h4',
  'blockquote',
];

function configured(purifier: Purifier): Purifier {
  // A link from content that opens a new tab never hands that tab a handle on this page.
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('target')) node.setAttribute('rel', 'noopener noreferrer');
  });
  return purifier;
}

/** DOMPurify works on a DOM: the browser's, or the one the server render provides. */
let purifier: Purifier | null = DOMPurify.isSupported ? configured(DOMPurify) : null;

/** Gives the sanitiser a DOM to work in outside a browser (the server render passes jsdom's). */
export function setSanitizerWindow(window: WindowLike): void {
  purifier = configured(DOMPurify(window));
}

export function sanitizeHtml(html: string): string {
  // Without any DOM, only the text is safe to keep: no tag, nor any part of one, survives.
  if (!purifier) return html.replace(/<[^>]*>/g, '').replace(/[<>]/g, '');
  return purifier.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: ['href', 'title', 'target', 'rel'] });
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
