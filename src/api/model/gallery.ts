// The gallery page (whose first five photos are also the home page's teaser).
import { image, list, record, required, text } from './kinds';

export const gallerySettings = record({
  label: 'Gallery page',
  screen: 'gallery',
  fields: {
    title: text('Title', 'The page’s main heading.'),
    first_image: image('Banner picture, first'),
    second_image: image('Banner picture, second'),
  },
});

export const galleryItems = list({
  label: 'Photos',
  help: 'The gallery grid, in this order; the first five also show on the home page.',
  screen: 'gallery',
  itemLabel: 'Photo',
  ids: true,
  item: {
    image: required(image('Photo')),
    alt: text(
      'Description',
      'What the photo shows, for visitors who cannot see it. Left empty, it counts as decoration.',
    ),
  },
});
