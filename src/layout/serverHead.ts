/**
 * Marks the head elements (title, meta, link) of a server render. The browser takes the title, the
 * meta tags and the canonical link out once the head manager writes its own (src/layout/SeoTags.tsx);
 * a page's preloads stay, as they did their work when the page loaded.
 */
export const SERVER_HEAD_ATTRIBUTE = 'data-server-head';
