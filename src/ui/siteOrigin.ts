// The site's public origin, for the addresses a page names (canonical and share URLs, the booking
// page's embed): the configured one (SITE_URL), else the origin the server render was asked for,
// else, in the browser, the page's own.
import { createContext, useContext } from 'react';
import { config } from '../config';

/** The origin a server render was asked for; in the browser the page reads its own. */
export const RequestOriginContext = createContext<string | undefined>(undefined);

/** The public origin (read at render, never at import). */
export function useSiteOrigin(): string | undefined {
  const requestOrigin = useContext(RequestOriginContext);
  if (config.siteUrl) return config.siteUrl;
  return requestOrigin ?? (typeof window === 'undefined' ? undefined : window.location.origin);
}
