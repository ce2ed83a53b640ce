// What the editor's preview asks of the site: a page rendered from a draft or a version. The site
// module draws it (server/modules/site/preview.ts); the editor's routes are given it.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ContentFile } from './schema';

export interface PreviewRequest {
  /** The page's path on the public site, e.g. "/services". */
  pathname: string;
  content: ContentFile;
  /** What the bar says is shown, e.g. "your draft" or "version 12". */
  label: string;
}

export type PagePreview = (
  request: FastifyRequest,
  reply: FastifyReply,
  preview: PreviewRequest,
) => Promise<FastifyReply>;
