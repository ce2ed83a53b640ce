// What the other modules and the server may use of the media: the library, its records and uploads,
// the pipeline that serves variants, and the routes under /storage.
export * from './details';
export * from './ffmpeg';
export * from './kinds';
export * from './library';
export * from './libraryRoutes';
export * from './pipeline';
export * from './plugin';
export * from './publishCheck';
export * from './records';
export * from './routes';
export * from './uploads';
export * from './uses';
export * from './videoCleaning';
export { mediaLibraryRoutes } from './areaRoutes';
