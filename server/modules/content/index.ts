// What the server and the other modules may use of the content: its set-up and change notices, the
// API's routes and answers, the editor's signed-in routes (and the preview they are given), the
// worker that publishes scheduled changes, the social feed, and the published content, validated, stored and read back.
export { contentChanges, contentSetup } from './plugin';
export type { PurgeOptions } from './purge';
export { seedIfNeeded } from './seed';
export { apiRoutes } from './routes';
export { demoFeed, embeddedAnswer, type AnswerSources, type MediaDetailsReader } from './answers';
export { editorRoutes } from './editorRoutes';
export { scheduledPublishing } from './scheduler';
export type { PagePreview } from './pagePreview';
export { createInstagramFeed, type InstagramFeed, type InstagramOptions } from './instagram';
export { mapOriginReader } from './mapOrigin';
export { parseContentFile, type ContentFile } from './schema';
export { exportContent, markContentChanged, publishedContentOf, publishParsed, type PublishedContent } from './store';
export { writeContentParts } from './parts';
