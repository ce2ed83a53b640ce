// The text of HTML from content as a reader sees it, for places that take no markup (a page's
// description in share previews and structured data).

const text = (value: string): string | undefined => (value.trim() !== '' ? value.trim() : undefined);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text of HTML from content, as a reader sees it: no tags, entities decoded, spaces collapsed. */
export function plainText(html: string | null | undefined): string | undefined {
  if (typeof html !== 'string') return undefined;
  const decoded = html
    .replace(/<(?:br|\/p|\/li|\/h\d|\/blockquote)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    });
  return text(decoded.replace(/\s+/g, ' '));
}
