// The head tags of a page, written by the head manager: React 19 puts them in the document's head.
// Loaded apart from the first view (Seo.tsx): the tags the server wrote stand until these take over.
import { useLayoutEffect } from 'react';
import { Helmet } from 'react-helmet-async';
import { SERVER_HEAD_ATTRIBUTE } from './serverHead';
import { config } from '../config';

export interface SeoTagsProps {
  title?: string;
  description?: string;
  noindex: boolean;
  /** The page's canonical address, absolute. */
  url?: string;
  /** The share picture's address, absolute. */
  image?: string;
  imageAlt: string;
}

export function SeoTags({ title, description, noindex, url, image, imageAlt }: SeoTagsProps) {
  // The server's copies of these tags give way in the same commit as these come in: never a page
  // without them. What else the server's render put in the head (a page's preloads) stays.
  useLayoutEffect(() => {
    const copies = ['title', 'meta', 'link[rel="canonical"]'].map((tag) => `${tag}[${SERVER_HEAD_ATTRIBUTE}]`);
    document.head.querySelectorAll(copies.join(', ')).forEach((element) => element.remove());
  }, []);

  // Helmet on React 19 renders these as real elements: a missing value must be no tag at all.
  return (
    <Helmet>
      {title && <title>{title}</title>}
      {description && <meta name="description" content={description} />}
      {noindex && <meta name="robots" content="noindex" />}
      {url && !noindex && <link rel="canonical" href={url} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={config.brandName} />
      <meta property="og:locale" content={config.locale} />
      {url && <meta property="og:url" content={url} />}
      {title && <meta property="og:title" content={title} />}
      {description && <meta property="og:description" content={description} />}
      {image && <meta property="og:image" content={image} />}
      {image && <meta property="og:image:alt" content={imageAlt} />}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      {title && <meta name="twitter:title" content={title} />}
      {description && <meta name="twitter:description" content={description} />}
      {image && <meta name="twitter:image" content={image} />}
      {image && <meta name="twitter:image:alt" content={imageAlt} />}
    </Helmet>
  );
}
