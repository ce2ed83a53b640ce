// The media library's set-up: files put in the media folder by hand (or by a restore) are recorded,
// and PDFs without a cover get one in the background, so a visitor's request never renders one.
import fp from 'fastify-plugin';
import { adoptMediaFiles } from './adoption';
import { makeMissingCovers } from './pdfCovers';
import { recordPdfPages } from './records';

export interface MediaSetupOptions {
  mediaDir: string;
  contentDir: string;
  /** How much lower than the server's the covers' process runs (imageEncoder.ts; its default otherwise). */
  encoderNiceness?: number | undefined;
}

export const mediaAdoption = fp<MediaSetupOptions>(
  async (app, { mediaDir, contentDir }) => {
    const adopted = await adoptMediaFiles(app.db, mediaDir, contentDir);
    if (adopted > 0) app.log.info({ mediaDir, files: adopted }, 'Recorded media files in the library');
  },
  { name: 'media-adoption', dependencies: ['database'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once the start's pass over PDFs without a cover has ended (the tests wait on it). */
    pdfCoversSettled(): Promise<void>;
  }
}

export const pdfCovers = fp<Pick<MediaSetupOptions, 'mediaDir' | 'encoderNiceness'>>(
  async (app, { mediaDir, encoderNiceness }) => {
    const covers = new AbortController();
    let settled = Promise.resolve();
    app.decorate('pdfCoversSettled', () => settled);
    app.addHook('onReady', async () => {
      // A PDF put here some other way is recorded without its pages (adoption.ts): they come from here.
      const checked = (stored: string, pages: number) => recordPdfPages(app.db, stored, pages);
      settled = makeMissingCovers(mediaDir, app.log, {
        signal: covers.signal,
        checked,
        niceness: encoderNiceness,
      }).then(
        (made) => void (made > 0 && app.log.info({ made }, 'PDF covers drawn')),
        (error: unknown) => app.log.warn({ err: error }, 'PDF covers could not be drawn'),
      );
    });
    app.addHook('onClose', async () => covers.abort());
  },
  { name: 'pdf-covers', dependencies: ['database'] },
);
