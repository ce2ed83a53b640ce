// What the server may use of the site: the rendered pages, the editor's preview, the server render
// and the build's inline script hashes.
export { DEFAULT_PAGE_CACHE_MAX_BYTES, siteRoutes } from './routes';
export { inlineScriptHashes } from './inlineScripts';
export { pagePreviewer } from './preview';
export { pageRendererAt, RENDERER_FILE, type PageRendererSource } from './pageRenderer';
