// What every page shares: menu and footer labels, social channels, the SEO entries and the demo feed.
import { image, link, list, flag, longText, record, required, text, url } from './kinds';

export const headerTitles = record({
  label: 'Menu',
  help: 'The labels of the menu links at the top of every page.',
  screen: 'shared',
  fields: {
    home_menu_label: text('Home link'),
    about_menu_label: text('About link'),
    services_menu_label: text('Services link'),
    gallery_menu_label: text('Gallery link'),
    contact_us_menu_label: text('Contact link'),
  },
});

export const footerTitles = record({
  label: 'Footer',
  help: 'The footer of every page: its Instagram strip and its links.',
  screen: 'shared',
  fields: {
    instagram_title: text('Instagram strip title'),
    about_label: text('About link'),
    services_label: text('Services link'),
    gallery_label: text('Gallery link'),
    contact_us_label: text('Contact link'),
    instagram_url: url(
      'Instagram profile',
      'The address the visit button opens, such as https://www.instagram.com/yoursalon/.',
    ),
    instagram_button_label: text('Visit button', 'For example "Visit @yoursalon".'),
  },
});

export const socialChannels = list({
  label: 'Social links',
  help: 'The icons in the menu, the footer and the contact page, in this order.',
  screen: 'shared',
  itemLabel: 'Social link',
  ids: true,
  item: {
    name: text('Name', 'What a screen reader says, such as "Instagram". Left empty, it comes from the address.'),
    url: link('Address', 'A web address (https://…), or an email address for an email link.'),
    is_mail: flag('Email link', 'Opens the visitor’s email app with this address instead of a web page.'),
    icon_white: image('Light icon', 'For dark backgrounds (menu and footer).'),
    icon_grey: image('Grey icon', 'For light backgrounds (the contact page).'),
  },
});

const seoEntry = (page: string) =>
  record({
    label: page,
    fields: {
      title: text('Page title', 'Shown in the browser tab and in search results.'),
      description: longText('Description', 'The summary under the title in search results and link previews.'),
      image: image('Preview picture', 'Shown when the page is shared.'),
    },
  });

export const seoPages = record({
  label: 'Search and sharing',
  help: 'What search engines and link previews show of each page.',
  screen: 'shared',
  fields: {
    home: seoEntry('Home page'),
    about: seoEntry('About page'),
    services: seoEntry('Services page'),
    gallery: seoEntry('Gallery page'),
    contact: seoEntry('Contact page'),
    products: seoEntry('Products page'),
  },
  sentAsList: {
    order: ['home', 'about', 'services', 'gallery', 'contact', 'products'],
    renamed: { gallery: { image: 'image_path' } },
  },
});

export const instagramFeed = list({
  label: 'Demo Instagram posts',
  help: 'Shown in the footer while no Instagram account is connected.',
  screen: 'shared',
  itemLabel: 'Post',
  ids: true,
  item: {
    permalink: required(url('Post address', 'The post on Instagram.')),
    thumbnail_url: url('Thumbnail address', 'A small picture: a web address, or a path on this site.', {
      local: true,
    }),
    media_url: required(url('Picture address', 'A web address, or a path on this site.', { local: true })),
    caption: longText('Caption'),
  },
});
