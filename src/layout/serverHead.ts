/**
 * Marks the head elements (title, meta, link) of a server render. The browser takes them out once
 * the head manager writes its own (src/layout/SeoTags.tsx): any it did not write would stay, stale.
 */
export const SERVER_HEAD_ATTRIBUTE = 'data-server-head';
