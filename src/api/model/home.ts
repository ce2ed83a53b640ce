// The home page.
import { image, list, record, richText, text } from './kinds';

export const homeSettings = record({
  label: 'Home page',
  screen: 'home',
  fields: {
    banner_image_right: image('Banner picture, right'),
    banner_image_left: image('Banner picture, left'),
    banner_title: text('Banner title', 'The page’s main heading.'),
    banner_button_url: text('Banner button', 'The label of the banner’s booking button.'),
    what_we_do_title: text('What we do: title'),
    what_we_do_description: richText('What we do: text'),
    what_we_do_button_label: text('What we do: button', 'The label of the link to the services page.'),
    what_we_do_image_one: image('What we do: large picture'),
    what_we_do_image_two: image('What we do: small picture'),
    meet_the_founder_image: image('Founder: picture'),
    meet_the_founder_title: text('Founder: title'),
    meet_the_founder_description: richText('Founder: text'),
    our_mission_title: text('Mission: title'),
    our_mission_description: richText('Mission: text'),
    our_mission_button_label: text('Mission: button', 'The label of the link to the about page.'),
    our_mission_image_before: image('Mission: picture before'),
    our_mission_image_after: image('Mission: picture after'),
    translations: list({
      label: 'Mission: picture captions',
      help: 'The first entry’s captions label the before and after pictures.',
      itemLabel: 'Captions',
      item: {
        our_mission_before: text('Caption before'),
        our_mission_after: text('Caption after'),
      },
    }),
    services_title: text('Services carousel: title'),
    services_button_label: text('Services carousel: booking button'),
    testimonials_title: text('Testimonials: title'),
    gallery_title: text('Gallery teaser: title'),
    gallery_button_label: text('Gallery teaser: button', 'The label of the link to the gallery page.'),
  },
});

export const testimonials = list({
  label: 'Testimonials',
  help: 'The carousel of client quotes on the home page.',
  screen: 'home',
  itemLabel: 'Testimonial',
  ids: true,
  item: {
    image: image('Portrait'),
    name: text('Name'),
    description: richText('Quote'),
  },
});
