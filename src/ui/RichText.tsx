// The only way HTML from content reaches the page: sanitised first.
import DOMPurify from 'dompurify';
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

// A link from content that opens a new tab never hands that tab a handle on this page.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('target')) node.setAttribute('rel', 'noopener noreferrer');
});

export function sanitizeHtml(html: string): string {
  // DOMPurify needs a DOM; outside a browser we keep only the text.
  if (typeof window === 'undefined' || !DOMPurify.isSupported) return html.replace(/<[^>]*>/g, '');
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: ['href', 'title', 'target', 'rel'] });
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
