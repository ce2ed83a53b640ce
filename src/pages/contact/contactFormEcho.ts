// The answer to the contact form posted without the app, as the server drew it into the page (a
// refusal: what was sent and why). The form starts from it, in the server's render and in the app
// alike, so that the app takes over the page as it is.
import { createContext } from 'react';
import { CONTACT_FORM_ECHO_ELEMENT_ID, type ContactFormEcho } from '../../api/contract';

export const ContactFormEchoContext = createContext<ContactFormEcho | null>(null);

/** The answer the page carries, or null. */
export function readContactFormEcho(doc: Document): ContactFormEcho | null {
  const text = doc.getElementById(CONTACT_FORM_ECHO_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const echo = JSON.parse(text) as Partial<ContactFormEcho> | null;
    if (!echo || typeof echo.values !== 'object' || typeof echo.errors !== 'object') return null;
    return echo as ContactFormEcho;
  } catch {
    return null;
  }
}
