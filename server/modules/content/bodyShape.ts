// What the editor's routes answer a request they refuse: a body not in the route's shape gets a 422
// naming each field that needs another look (never blaming one field for another's fault), and a
// refusal from the content's checks is sent as it was made.
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { Refusal } from './drafts';

/** What the fields the publishing routes share must be, in the words of the 422 that names them. */
export const SHARED_FIELD_PROBLEMS: Record<string, string> = {
  note: 'Write the note as text.',
  revision: 'Send the revision of the draft as a whole number, 0 or more.',
};

/** A 422's body for a request body not in its shape; `body` is what the whole body must be. */
export function shapeProblems(error: z.ZodError, fieldProblems: Record<string, string>) {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) errors[key] = ['This field is not known.'];
    } else {
      const field = String(issue.path[0] ?? 'body');
      errors[field] = [fieldProblems[field] ?? issue.message];
    }
  }
  return { message: 'Some fields need another look.', errors };
}

export const refuse = (reply: FastifyReply, refusal: Refusal) =>
  reply
    .code(refusal.status)
    .send(refusal.status === 422 ? { message: refusal.message, errors: refusal.errors } : { message: refusal.message });
