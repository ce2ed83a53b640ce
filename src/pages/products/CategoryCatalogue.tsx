// A category's PDF as a flipbook. The viewer (and pdf.js behind it) is its own chunk, fetched only
// here, as the catalogue comes near the viewport; until then, and without scripts, the catalogue
// shows its cover and a link to the PDF. A failure in the viewer leaves the rest of the page standing.
import { lazy, Suspense, useState } from 'react';
import { mediaUrl } from '../../api/media';
import type { ProductCategory } from '../../api/types';
import { CatalogueCover } from '../../flipbook/CatalogueCover';
import { FlipbookErrorBoundary } from '../../flipbook/FlipbookErrorBoundary';
import { useNearViewport } from '../../ui/useNearViewport';

const Flipbook = lazy(() =>
  import(/* webpackChunkName: "flipbook" */ '../../flipbook/Flipbook').then((m) => ({ default: m.Flipbook })),
);

/** `shown`: the category is the one on screen; the others keep their cover, and no viewer. */
export function CategoryCatalogue({ category, shown }: { category: ProductCategory; shown: boolean }) {
  const [placeholder, setPlaceholder] = useState<HTMLDivElement | null>(null);
  // pdf.js and the book are heavy: fetched and run only as the catalogue comes near the viewport
  // (never in the server's render, nor before the page is hydrated).
  const near = useNearViewport(placeholder);
  const path = category.pdf_file;
  const url = mediaUrl(path);
  if (!path || !url) return null;
  const title = category.title?.trim();
  const label = title ? `${title} catalogue` : 'Catalogue';
  if (!shown || !near) {
    return <CatalogueCover ref={shown ? setPlaceholder : undefined} path={path} url={url} label={label} />;
  }
  return (
    <FlipbookErrorBoundary url={url}>
      <Suspense fallback={<CatalogueCover path={path} url={url} label={label} />}>
        <Flipbook key={url} url={url} label={label} />
      </Suspense>
    </FlipbookErrorBoundary>
  );
}
