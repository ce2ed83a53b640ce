/**
 * Marks the head elements (title, meta, link) of a server render. The browser takes them out as it
 * hydrates and React writes its own: any React did not write the same way would stay, stale.
 */
export const SERVER_HEAD_ATTRIBUTE = 'data-server-head';
