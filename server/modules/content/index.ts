// What the other modules and the server may use of the content: its model, storage and versions (by parts),
// the published content, the seed, the API's answers, the social feed and the change notices.
export * from './answers';
export * from './instagram';
export * from './mapOrigin';
export * from './parts';
export * from './plugin';
export * from './purge';
export * from './routes';
export * from './schema';
export * from './seed';
export * from './store';
export * from './pagePreview';
export { editorRoutes } from './editorRoutes';
export type { PublishCheck } from './drafts';
