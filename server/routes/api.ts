// The content API under /api: every GET answers { data }, the contact form answers 201 or 422.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { apiPaths } from '../../src/api/contract';
import type { Db } from '../db';
import type { InstagramFeed } from '../instagram';
import { revalidate } from '../http';
import {
  getAboutPage,
  getContactPage,
  getGalleryPage,
  getGallerySettings,
  getGeneralData,
  getProductsPage,
  getServicesPage,
  insertContactMessage,
} from '../repository';
import { parsePageParam, validateContactMessage } from '../validation';

export interface ApiRoutesOptions {
  db: Db;
  instagram: InstagramFeed;
}

export const CONTACT_BODY_LIMIT = 64 * 1024;

export const apiRoutes: FastifyPluginAsync<ApiRoutesOptions> = async (app, { db, instagram }) => {
  // Content changes rarely but must show up at once after an import: browsers keep their copy
  // and revalidate it on every use, which costs a bodiless 304 when nothing changed.
  app.addHook('onSend', async (request, reply, payload) => revalidate(request, reply, payload));

  app.get(apiPaths.generalData, async () => ({ data: getGeneralData(db) }));
  app.get(apiPaths.servicesPage, async () => ({ data: getServicesPage(db) }));
  app.get(apiPaths.productsPage, async () => ({ data: getProductsPage(db) }));
  app.get(apiPaths.aboutPage, async () => ({ data: getAboutPage(db) }));
  app.get(apiPaths.contactPage, async () => ({ data: getContactPage(db) }));
  app.get(apiPaths.socialFeed, async () => ({ data: await instagram.get() }));

  app.get(apiPaths.galleryPage, async (request, reply) => {
    const param = parsePageParam((request.query as Record<string, unknown>).page);
    if (!param.ok) return reply.code(400).send({ message: param.message });
    const gallerySettings = getGallerySettings(db);
    if (param.page === undefined) return { data: { gallerySettings } };
    return { data: { gallerySettings, galleryItems: getGalleryPage(db, param.page) } };
  });

  app.post(
    apiPaths.submitContactForm,
    {
      bodyLimit: CONTACT_BODY_LIMIT,
      // Checked before the body is read: only JSON is accepted, and a form post or text/plain
      // from elsewhere is refused rather than guessed at.
      onRequest: async (request, reply) => {
        const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
        if (type !== 'application/json') {
          return reply.code(415).send({ message: 'Send the form as JSON (Content-Type: application/json).' });
        }
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        return reply.code(400).send({ message: 'The request body must be a JSON object.' });
      }
      const result = validateContactMessage(body);
      if (!result.ok) return reply.code(422).send({ message: result.message, errors: result.errors });
      // better-sqlite3 commits synchronously (synchronous=FULL): the row is on disk before we answer.
      const stored = insertContactMessage(db, result.value, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      return reply.code(201).send({
        data: { id: stored.id, message: 'Thank you! Your message has been received.' },
      });
    },
  );

  // Anything else under /api is an unknown endpoint: JSON 404, never the site's HTML.
  const unknown = async (_request: unknown, reply: FastifyReply) => reply.code(404).send({ message: 'Not found.' });
  app.all('/', unknown);
  app.all('/*', unknown);
};
