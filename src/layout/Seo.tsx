// A page's title, description and share-preview tags, from the shared SEO list in content.
//
// The head manager (react-helmet-async, in SeoTags.tsx) is not part of the first view: the server
// writes the first page's head, and the browser keeps those tags until the manager has loaded, once
// the app has started and the browser is idle. From then on each page's tags follow the page.
import { useEffect, useSyncExternalStore } from 'react';
import { matchPath, useLocation } from 'react-router';
import { useGetGeneralDataQuery } from '../api/contentApi';
import { mediaUrl } from '../api/media';
import type { SeoPage } from '../api/types';
import { seoPageIndex, type SeoPageName } from '../api/contract';
import { paths } from '../paths';
import { config } from '../config';
import { useSiteOrigin } from '../ui/siteOrigin';
import { whenIdle } from '../ui/whenIdle';
import type { SeoTags as SeoTagsType } from './SeoTags';

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

let loaded: typeof SeoTagsType | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

const loadedTags = () => loaded;
function onTagsLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Fetches the head manager, once; the server's render awaits it, the browser's asks when idle. */
export function loadSeoTags(): Promise<void> {
  loading ??= import(/* webpackChunkName: "head-tags" */ './SeoTags').then(({ SeoTags }) => {
    loaded = SeoTags;
    listeners.forEach((listener) => listener());
  });
  // A failed chunk load must not stick: the next page tries again.
  loading.catch(() => {
    loading = null;
  });
  return loading;
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

  const Tags = useSyncExternalStore(onTagsLoaded, loadedTags, loadedTags);
  useEffect(() => {
    if (!Tags) return whenIdle(() => void loadSeoTags().catch(() => undefined), 3000);
  }, [Tags]);
  if (!Tags) return null;
  return (
    // eslint-disable-next-line react-hooks/static-components -- the loaded module's component, the same on every render
    <Tags
      title={pageTitle}
      description={pageDescription}
      noindex={noindex}
      url={url}
      image={image}
      imageAlt={imageAlt}
    />
  );
}
