// The answer to the contact form posted without the app, as the server rendered it into the page (a
// refusal: what was sent and why). The form starts from it, in the server's render (given through
// the context) and in the browser (read from the page), so that the app takes over the page as it is.
import { createContext, useContext, useState } from 'react';
import { CONTACT_FORM_ECHO_ELEMENT_ID, type ContactFormEcho } from '../../api/contract';

export const ContactFormEchoContext = createContext<ContactFormEcho | null>(null);

/** The form has been left: the page's answer is over, even should the form be drawn again. */
let left = false;

/** The answer this page is, or null: read when the form is first drawn. */
export function useContactFormEcho(): ContactFormEcho | null {
  const given = useContext(ContactFormEchoContext);
  const [echo] = useState(
    () => given ?? (typeof document === 'undefined' || left ? null : readContactFormEcho(document)),
  );
  return echo;
}

/** Called as the visitor leaves the form. */
export function contactFormEchoLeft(): void {
  left = true;
}

function readContactFormEcho(doc: Document): ContactFormEcho | null {
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
