// What the other modules and the server may use of the site: the rendered pages, the editor's preview,
// the server render and the build's inline script hashes.
export * from './inlineScripts';
export * from './pageRenderer';
export * from './preview';
export * from './routes';
