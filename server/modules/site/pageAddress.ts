// What a rendered page is named by, and what it depends on beyond its path: the public origin (from
// SITE_URL, or from the request's Host) and the query parameters its route declares.
import os from 'node:os';
import { queryId } from '../../../src/paths';
import type { PageRoute } from '../../../src/routes';

/**
 * The request headers a page's origin is read from, for `Vary`: none with SITE_URL; otherwise the
 * Host, and the forwarded host and scheme when a proxy is trusted to send them.
 */
export function originHeaders(siteUrl: string | undefined, trustProxy: boolean): string[] {
  if (siteUrl) return [];
  return trustProxy ? ['Host', 'X-Forwarded-Host', 'X-Forwarded-Proto'] : ['Host'];
}

/** Loopback names, this machine's name and the addresses of its interfaces. */
function machineHosts(): Set<string> {
  const hosts = new Set(['localhost', '[::1]', os.hostname().toLowerCase()]);
  for (const addresses of Object.values(os.networkInterfaces())) {
    for (const { address, family } of addresses ?? []) hosts.add(family === 'IPv6' ? `[${address}]` : address);
  }
  return hosts;
}

/**
 * Whether pages rendered for `origin` are the site's own: those of SITE_URL when it is set (every page
 * names it then); without it, those asked for by this machine's own names and addresses. Pages for any
 * other Host are cached apart, so that a flood of Host variants never pushes the site's own pages out.
 */
export function ownOriginTest(siteUrl: string | undefined): (origin: string) => boolean {
  if (siteUrl) return (origin) => origin === siteUrl;
  const hosts = machineHosts();
  return (origin) => {
    const { hostname } = new URL(origin);
    return hosts.has(hostname) || /^127\.\d+\.\d+\.\d+$/.test(hostname);
  };
}

/**
 * The part of the query a page is rendered from: only the parameters its route declares (`query` in
 * src/routes.ts), in that order, each once and only with a whole number (an id, a page), as the page
 * reads them; so "?utm_source=x", a reordered query or "?page=x" names the same page. Empty for a
 * route that declares none.
 */
export function cachedQuery(route: Pick<PageRoute, 'query'>, url: string): string {
  if (!route.query?.length) return '';
  const at = url.indexOf('?');
  if (at < 0) return '';
  const given = new URLSearchParams(url.slice(at + 1));
  const kept = new URLSearchParams();
  for (const name of route.query) {
    const value = given.get(name);
    if (value !== null && queryId(value) !== null) kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}
