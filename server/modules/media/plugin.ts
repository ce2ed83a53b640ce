// The media library's set-up: files put in the media folder by hand (or by a restore) are recorded,
// and PDFs without a cover get one in the background, so a visitor's request never renders one.
import fp from 'fastify-plugin';
import { adoptMediaFiles } from './adoption';
import { makeMissingCovers } from './pdfCovers';

export interface MediaSetupOptions {
  mediaDir: string;
  contentDir: string;
}

export const mediaAdoption = fp<MediaSetupOptions>(
  async (app, { mediaDir, contentDir }) => {
    const adopted = await adoptMediaFiles(app.db, mediaDir, contentDir);
    if (adopted > 0) app.log.info({ mediaDir, files: adopted }, 'Recorded media files in the library');
  },
  { name: 'media-adoption', dependencies: ['database'] },
);

export const pdfCovers = fp<Pick<MediaSetupOptions, 'mediaDir'>>(
  async (app, { mediaDir }) => {
    const covers = new AbortController();
    app.addHook('onReady', async () => {
      makeMissingCovers(mediaDir, app.log, covers.signal).then(
        (made) => made > 0 && app.log.info({ made }, 'PDF covers drawn'),
        (error: unknown) => app.log.warn({ err: error }, 'PDF covers could not be drawn'),
      );
    });
    app.addHook('onClose', async () => covers.abort());
  },
  { name: 'pdf-covers' },
);
