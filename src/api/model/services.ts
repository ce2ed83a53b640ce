// The services page (and the home page's services carousel).
import { image, list, price, record, richText, text, video } from './kinds';

export const servicesPage = record({
  label: 'Services page',
  screen: 'services',
  fields: {
    main_title: text('Title', 'The page’s main heading.'),
    main_video: video('Video', 'Plays muted, in a loop, beside the title.'),
    main_video_poster: image('Video still', 'Shown while the video loads.'),
    button_label: text('Booking button'),
  },
});

export const services = list({
  label: 'Services',
  help: 'One section each on the services page, and a slide each in the home page’s carousel.',
  screen: 'services',
  itemLabel: 'Service',
  ids: true,
  linked: true,
  item: {
    title: text('Name'),
    description: richText('Description'),
    icon: image('Icon', 'Shown in the row of service icons.'),
    icon_hover: image('Icon when pointed at'),
    icon_on_image: image('Icon on the picture'),
    image: image('Picture'),
    price: price('Price', 'A number, or text such as "From $140".'),
    button_label: text('Booking button'),
  },
});
