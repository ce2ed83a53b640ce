// The text of HTML from content as a reader sees it, for places that take no markup (a page's
// description in share previews and structured data).

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Where a block of text (a paragraph, a list item, a heading, a line) begins or ends. */
const BLOCK_EDGE =
  /<\/?(?:p|li|ul|ol|dl|dt|dd|h[1-6]|blockquote|div|section|article|header|footer|figure|figcaption|table|tr|td|th|pre|hr|br)\b[^>]*>/gi;

/** A block that ends in one of these needs no full stop of its own before the next. */
const ENDS_A_SENTENCE = /[.!?…:;]["'’”)\]]*$/u;

function decode(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The text of HTML from content, as a reader sees it: no tags, entities decoded, spaces collapsed,
 * and its blocks (paragraphs, list items, headings, lines) read as sentences: one that ends without
 * punctuation gets a full stop before the next ("Around 90 minutes. Includes a routine card").
 */
export function plainText(html: string | null | undefined): string | undefined {
  if (typeof html !== 'string') return undefined;
  const blocks = html
    .split(BLOCK_EDGE)
    .map(decode)
    .filter((block) => block !== '');
  if (blocks.length === 0) return undefined;
  return blocks
    .map((block, index) => (index < blocks.length - 1 && !ENDS_A_SENTENCE.test(block) ? `${block}.` : block))
    .join(' ');
}
