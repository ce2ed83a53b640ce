// A page's title, description and share-preview tags, from the shared SEO list in content.
import { createContext, useContext } from 'react';
import { Helmet } from 'react-helmet-async';
import { matchPath, useLocation } from 'react-router';
import { useGetGeneralDataQuery } from '../api/contentApi';
import { mediaUrl } from '../api/media';
import type { SeoPage } from '../api/types';
import { seoPageIndex, type SeoPageName } from '../api/contract';
import { paths } from '../paths';
import { config } from '../config';

export interface SeoProps {
  /** The page whose entry in seoPages supplies the tags. */
  page?: SeoPageName;
  /** Overrides the entry's title (or stands alone, e.g. for the not-found page). */
  title?: string;
  description?: string;
  /** Keeps the page out of search results. */
  noindex?: boolean;
}

const text = (value: string | null | undefined): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** The gallery's entry keeps its image under image_path (spec §2). */
export function seoImagePath(page: SeoPageName, entry: SeoPage | undefined): string | undefined {
  if (!entry) return undefined;
  return text(page === 'gallery' ? (entry.image_path ?? entry.image) : entry.image);
}

/** The origin a server render was asked for; in the browser the page reads its own. */
export const RequestOriginContext = createContext<string | undefined>(undefined);

/** The public origin: the configured one, else the page's own (read at render, never at import). */
function useSiteOrigin(): string | undefined {
  const requestOrigin = useContext(RequestOriginContext);
  if (config.siteUrl) return config.siteUrl;
  return requestOrigin ?? (typeof window === 'undefined' ? undefined : window.location.origin);
}

function absolute(url: string | undefined, origin: string | undefined): string | undefined {
  if (!url) return undefined;
  if (/^https?:\/\//i.test(url)) return url;
  if (!origin) return undefined;
  try {
    return new URL(url, `${origin}/`).href;
  } catch {
    return undefined;
  }
}

export function Seo({ page, title, description, noindex = false }: SeoProps) {
  const { data } = useGetGeneralDataQuery();
  const { pathname } = useLocation();
  const entry = page === undefined ? undefined : data?.seoPages?.[seoPageIndex[page]];

  const origin = useSiteOrigin();
  const pageTitle = text(title) ?? text(entry?.title);
  const pageDescription = text(description) ?? text(entry?.description);
  const image = page ? absolute(mediaUrl(seoImagePath(page, entry ?? undefined)), origin) : undefined;
  // A services deep link is the services page scrolled to a section: one page for search engines.
  const canonicalPath = matchPath(paths.serviceSection, pathname) ? paths.services : pathname;
  const url = origin ? `${origin}${canonicalPath}` : undefined;

  // Helmet on React 19 renders these as real elements: a missing value must be no tag at all.
  return (
    <Helmet>
      {pageTitle && <title>{pageTitle}</title>}
      {pageDescription && <meta name="description" content={pageDescription} />}
      {noindex && <meta name="robots" content="noindex" />}
      {url && !noindex && <link rel="canonical" href={url} />}
      <meta property="og:type" content="website" />
      {url && <meta property="og:url" content={url} />}
      {pageTitle && <meta property="og:title" content={pageTitle} />}
      {pageDescription && <meta property="og:description" content={pageDescription} />}
      {image && <meta property="og:image" content={image} />}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      {pageTitle && <meta name="twitter:title" content={pageTitle} />}
      {pageDescription && <meta name="twitter:description" content={pageDescription} />}
      {image && <meta name="twitter:image" content={image} />}
    </Helmet>
  );
}
