// What the server and the other modules may use of the media: its set-up (adoption, PDF covers), the
// routes under /storage, the library's signed-in routes, the pictures' details the pages read and
// the check a publish passes, and the upload limits, ffmpeg and media folder the server is started with.
export { mediaAdoption, pdfCovers } from './plugin';
export { storageRoutes } from './routes';
export { mediaLibraryRoutes } from './areaRoutes';
export { mediaDetailsReader } from './details';
export { checkPicturesDescribed } from './publishCheck';
export { findFfmpeg } from './ffmpeg';
export { prepareMediaFolder } from './mediaFolder';
export { MediaError, resolveMediaPath, type MediaPipeline } from './pipeline';
export { DEFAULT_MEDIA_LIMITS, mediaUploadLimits, type MediaUploadLimits } from './uploads';
