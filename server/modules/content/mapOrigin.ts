// The map's origin for the page policy's frame-src.
import { originOf } from '../../../src/api/model/values';
import type { PublishedContent } from './store';

interface Logger {
  warn(details: object, message: string): void;
}

/**
 * The map's origin comes from content, so an editor can switch map providers without a deploy. Read
 * again only when the content changes: every response's policy names it. It goes into a header, so
 * it never throws: a value that is not a plain web address (content stored before the model checked
 * it, or written to the database by hand) is left out and logged, and the map alone is blocked.
 */
export function mapOriginReader(published: PublishedContent, log: Logger): () => string | null {
  let known: { version: string; origin: string | null } | null = null;
  return () => {
    try {
      const version = published.version();
      if (known?.version === version) return known.origin;
      const url: unknown = published.content().contactSettings.map_iframe_url;
      const origin = typeof url === 'string' && url !== '' ? originOf(url) : null;
      if (origin === null && typeof url === 'string' && url !== '') {
        log.warn(
          { field: 'contactSettings.map_iframe_url' },
          'The map address is not a web address; the map is left out of the page policy',
        );
      }
      known = { version, origin };
      return origin;
    } catch (err) {
      log.warn({ err }, 'The map address could not be read; the map is left out of the page policy');
      return null;
    }
  };
}
