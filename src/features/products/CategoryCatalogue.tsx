// A category's PDF as a flipbook. The viewer (and pdf.js behind it) is its own chunk, fetched only
// when the visitor asks for a catalogue (a tap on its cover, or scrolling it well into view:
// src/flipbook/catalogueIntent.ts), never with the first view; until then, and without scripts, the
// catalogue shows its cover and a link to the PDF. A cover that cannot be had as an image asks for
// the viewer at once, which draws the first page itself. A failure in the viewer leaves the rest of
// the page standing.
import { lazy, Suspense, use, useCallback, useEffect, useState, type MouseEvent } from 'react';
import { mediaUrl } from '../../api/media';
import type { ProductCategory } from '../../api/types';
import { CatalogueCover } from '../../flipbook/CatalogueCover';
import { CatalogueIntentContext, useAskWhenScrolledTo } from '../../flipbook/catalogueIntent';
import { FlipbookErrorBoundary } from '../../flipbook/FlipbookErrorBoundary';
import { useAppDispatch } from '../../state/hooks';
import { catalogueOpened } from './productsSlice';

const Flipbook = lazy(() =>
  import(/* webpackChunkName: "flipbook" */ '../../flipbook/Flipbook').then((m) => ({ default: m.Flipbook })),
);

/** A plain tap or click on the cover opens the viewer in place; one that asks for a new tab gets the PDF. */
const opensInPlace = (event: MouseEvent) =>
  event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;

/** `shown`: the category is the one on screen; the others keep their cover, and no viewer. */
export function CategoryCatalogue({ category, shown }: { category: ProductCategory; shown: boolean }) {
  const [cover, setCover] = useState<HTMLDivElement | null>(null);
  // Set when the viewer follows a tap on this cover: the viewer then takes the focus the cover had.
  const [tapped, setTapped] = useState(false);
  const [broken, setBroken] = useState(false);
  const intent = use(CatalogueIntentContext);
  // Only the cover on screen is watched (the others' are hidden, and never set `cover`).
  useAskWhenScrolledTo(cover, intent);
  const dispatch = useAppDispatch();
  const path = category.pdf_file;
  const url = mediaUrl(path);
  const title = category.title?.trim();
  const viewer = shown && intent.asked && Boolean(url);
  // Each time the viewer shows this category's catalogue, the store hears of it (the visit counter counts it).
  useEffect(() => {
    if (viewer) dispatch(catalogueOpened(title ?? ''));
  }, [viewer, title, dispatch]);
  const onBroken = useCallback(() => setBroken(true), []);
  // The cover on screen is no image: the viewer draws the first page instead.
  const { ask } = intent;
  useEffect(() => {
    if (broken && shown) ask();
  }, [broken, shown, ask]);
  if (!path || !url) return null;
  const label = title ? `${title} catalogue` : 'Catalogue';
  const onOpen = (event: MouseEvent) => {
    if (!opensInPlace(event)) return;
    event.preventDefault();
    setTapped(true);
    intent.ask();
  };
  if (!viewer) {
    return (
      <CatalogueCover
        ref={shown ? setCover : undefined}
        path={path}
        url={url}
        label={label}
        onOpen={onOpen}
        broken={broken}
        onBroken={onBroken}
      />
    );
  }
  return (
    <FlipbookErrorBoundary url={url}>
      <Suspense
        fallback={
          <CatalogueCover
            path={path}
            url={url}
            label={label}
            onOpen={(e) => opensInPlace(e) && e.preventDefault()}
            broken={broken}
            onBroken={onBroken}
          />
        }
      >
        <Flipbook key={url} url={url} label={label} takeFocus={tapped} />
      </Suspense>
    </FlipbookErrorBoundary>
  );
}
