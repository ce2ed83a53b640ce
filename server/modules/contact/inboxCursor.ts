// Where a page of the inbox starts: after the message a cursor names, by its time and id. The list
// hands the cursor of its next page out as `next` and takes it back as `before`; the site passes it
// on untouched (base64url of JSON, so it travels in an address as it is).
import { z } from 'zod';

/** A message's place in the list: its time and id (the id orders messages sent at the same moment). */
export interface MessageCursor {
  at: string;
  id: number;
}

/** Before every message: the start of the list (no timestamp sorts after U+FFFF). */
export const NEWEST: MessageCursor = { at: '\uffff', id: 0 };

export function encodeCursor(message: { created_at: string; id: number }): string {
  return Buffer.from(JSON.stringify([message.created_at, message.id])).toString('base64url');
}

const place = z.tuple([z.iso.datetime(), z.number().int().positive()]);

function decode(raw: string): unknown {
  try {
    return JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * A cursor as the list handed it out, read back to its place. Anything else is refused, however
 * close (other padding, spacing or key order included: it must encode back to the very same text),
 * so that a mangled address is said to be one, never taken for some other place in the list.
 */
export const messageCursor = z
  .string()
  .max(100)
  .regex(/^[\w-]+$/)
  .transform((raw, context): MessageCursor => {
    const parsed = place.safeParse(decode(raw));
    if (!parsed.success || encodeCursor({ created_at: parsed.data[0], id: parsed.data[1] }) !== raw) {
      context.addIssue({ code: 'custom', message: 'Not a cursor of this list.' });
      return z.NEVER;
    }
    return { at: parsed.data[0], id: parsed.data[1] };
  });
