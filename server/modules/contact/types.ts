import type { ContactMessage } from '../../../src/api/types';

/** A contact message as the inbox holds it. */
export interface StoredContactMessage extends ContactMessage {
  id: number;
  ip: string | null;
  user_agent: string | null;
  created_at: string;
}
