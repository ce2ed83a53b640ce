// The build's own files (scripts, styles, fonts, icons): hashed ones cached for good.
import type { FastifyRequest } from 'fastify';

export function cacheControlFor(relative: string): string {
  // webpack puts content hashes in every name under static/: a new build means new URLs.
  if (relative.startsWith('static/')) return 'public, max-age=31536000, immutable';
  // favicon, robots.txt and the like keep their names across builds.
  return 'public, max-age=3600';
}

/** The path of the request, dot segments resolved ("//about" stays a path, not a host). */
export function pathOf(request: FastifyRequest): string {
  const [target = '/'] = request.url.split('?');
  try {
    return new URL(`http://localhost${target.startsWith('/') ? target : `/${target}`}`).pathname;
  } catch {
    return '/';
  }
}

/** A path whose last part has a file extension: a missing file, not a page, unless HTML is asked for. */
export const FILE_LIKE = /\.[a-z\d]{1,8}$/i;
