// The about page.
import { image, list, record, richText, text } from './kinds';

export const aboutSettings = record({
  label: 'About page',
  screen: 'about',
  fields: {
    banner_title: text('Banner title', 'The page’s main heading.'),
    banner_description: richText('Banner text'),
    banner_image_one: image('Banner picture, first'),
    banner_image_two: image('Banner picture, second'),
    mission_title: text('Mission: title'),
    mission_description: richText('Mission: text'),
    story_title: text('Story: title'),
    story_description: richText('Story: text'),
    story_image: image('Story: picture'),
    founder_title: text('Founder: title'),
    founder_description: richText('Founder: text'),
    founder_image: image('Founder: picture'),
    products_title: text('Products: title'),
    products_description: richText('Products: text'),
    product_image: image('Products: picture'),
  },
});

export const aboutBoxes = list({
  label: 'Info boxes',
  help: 'The grid of boxes under the banner.',
  screen: 'about',
  itemLabel: 'Box',
  ids: true,
  item: {
    title: text('Title'),
    description: richText('Text'),
  },
});

export const aboutProductFeatures = list({
  label: 'Product qualities',
  help: 'The list beside the products picture, such as "Sulfate-free".',
  screen: 'about',
  itemLabel: 'Quality',
  ids: true,
  item: { title: text('Text') },
});

export const aboutProductBrands = list({
  label: 'Product brands',
  help: 'The brands named in the products section.',
  screen: 'about',
  itemLabel: 'Brand',
  ids: true,
  item: { title: text('Name') },
});
