// A page's title, description and share-preview tags, from the shared SEO list in content.
import { Helmet } from 'react-helmet-async';
import { matchPath, useLocation } from 'react-router';
import { useGetGeneralDataQuery } from '../api/contentApi';
import { mediaUrl } from '../api/media';
import type { SeoPage } from '../api/types';
import { seoPageIndex, type SeoPageName } from '../api/contract';
import { paths } from '../paths';
import { config } from '../config';
import { useSiteOrigin } from '../ui/siteOrigin';

export interface SeoProps {
  /** The page whose entry in seoPages supplies the tags. */
  page?: SeoPageName;
  /** Overrides the entry's title (or stands alone, e.g. for the not-found page). */
  title?: string;
  description?: string;
  /** Overrides the entry's image (a stored path), e.g. a product's own. */
  image?: string | null;
  /** The page's address with its query, when the query names what it shows (a product). */
  path?: string;
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

export function Seo({ page, title, description, image: ownImage, path, noindex = false }: SeoProps) {
  const { data } = useGetGeneralDataQuery();
  const { pathname } = useLocation();
  const entry = page === undefined ? undefined : data?.seoPages?.[seoPageIndex[page]];

  const origin = useSiteOrigin();
  const pageTitle = text(title) ?? text(entry?.title);
  const pageDescription = text(description) ?? text(entry?.description);
  const imagePath = text(ownImage) ?? (page ? seoImagePath(page, entry ?? undefined) : undefined);
  const image = absolute(mediaUrl(imagePath), origin);
  // Content has no words for the picture: the page's title says what it shows.
  const imageAlt = pageTitle ?? config.brandName;
  // A services deep link is the services page scrolled to a section: one page for search engines.
  const canonicalPath = path ?? (matchPath(paths.serviceSection, pathname) ? paths.services : pathname);
  const url = origin ? `${origin}${canonicalPath}` : undefined;

  // Helmet on React 19 renders these as real elements: a missing value must be no tag at all.
  return (
    <Helmet>
      {pageTitle && <title>{pageTitle}</title>}
      {pageDescription && <meta name="description" content={pageDescription} />}
      {noindex && <meta name="robots" content="noindex" />}
      {url && !noindex && <link rel="canonical" href={url} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={config.brandName} />
      <meta property="og:locale" content={config.locale} />
      {url && <meta property="og:url" content={url} />}
      {pageTitle && <meta property="og:title" content={pageTitle} />}
      {pageDescription && <meta property="og:description" content={pageDescription} />}
      {image && <meta property="og:image" content={image} />}
      {image && <meta property="og:image:alt" content={imageAlt} />}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      {pageTitle && <meta name="twitter:title" content={pageTitle} />}
      {pageDescription && <meta name="twitter:description" content={pageDescription} />}
      {image && <meta name="twitter:image" content={image} />}
      {image && <meta name="twitter:image:alt" content={imageAlt} />}
    </Helmet>
  );
}
