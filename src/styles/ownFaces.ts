// The site's own faces, added by script: the same @fontsource latin subsets that fonts.css declares
// for visitors without JavaScript. Each face is fetched first and only then added to the page, all
// in one go, so that the page is laid out again once. A style sheet of @font-face rules would make
// the browser restyle the whole page as the sheet arrives, then lay it out again as each face does,
// all on the main thread right after the page is first shown.
import dmSans400 from '@fontsource/dm-sans/files/dm-sans-latin-400-normal.woff2';
import dmSans500 from '@fontsource/dm-sans/files/dm-sans-latin-500-normal.woff2';
import dmSans700 from '@fontsource/dm-sans/files/dm-sans-latin-700-normal.woff2';
import fraunces400Italic from '@fontsource/fraunces/files/fraunces-latin-400-italic.woff2';
import fraunces400 from '@fontsource/fraunces/files/fraunces-latin-400-normal.woff2';
import fraunces600 from '@fontsource/fraunces/files/fraunces-latin-600-normal.woff2';

interface OwnFace {
  family: string;
  url: string;
  weight: string;
  style: 'normal' | 'italic';
}

const OWN_FACES: readonly OwnFace[] = [
  { family: 'Fraunces', url: fraunces400, weight: '400', style: 'normal' },
  { family: 'Fraunces', url: fraunces600, weight: '600', style: 'normal' },
  { family: 'Fraunces', url: fraunces400Italic, weight: '400', style: 'italic' },
  { family: 'DM Sans', url: dmSans400, weight: '400', style: 'normal' },
  { family: 'DM Sans', url: dmSans500, weight: '500', style: 'normal' },
  { family: 'DM Sans', url: dmSans700, weight: '700', style: 'normal' },
];

/** Fetches the site's own faces, then adds the ones that arrived to the page together. */
export async function addOwnFaces(): Promise<void> {
  const faces = OWN_FACES.map(
    ({ family, url, weight, style }) => new FontFace(family, `url(${url}) format('woff2')`, { weight, style }),
  );
  const loaded = await Promise.allSettled(faces.map((face) => face.load()));
  // A face that could not be fetched leaves its text in the fallback face.
  const arrived = faces.filter((_, index) => loaded[index]?.status === 'fulfilled');
  for (const face of arrived) document.fonts.add(face);
  // Faces added already loaded raise no event of their own. Announce them as the browser does the
  // faces it loads, for code that follows the page's text as it reflows (the services page keeps a
  // deep-linked section in place).
  if (arrived.length > 0) {
    document.fonts.dispatchEvent(new FontFaceSetLoadEvent('loadingdone', { fontfaces: arrived }));
  }
}
