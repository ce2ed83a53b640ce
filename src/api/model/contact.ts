// The contact page: the salon's details, the map and the contact form's wording.
import { image, list, longText, record, text, url } from './kinds';

export const contactSettings = record({
  label: 'Contact page',
  screen: 'contact',
  fields: {
    main_title: text('Title', 'The page’s main heading.'),
    phone: text('Phone number', 'As visitors should read it; the call link keeps its digits.'),
    phone_icon: image('Phone icon'),
    whatsapp: text('WhatsApp number', 'With the country code; the chat link keeps its digits.'),
    whatsapp_icon: image('WhatsApp icon'),
    location: text('Address'),
    location_icon: image('Address icon'),
    translations: list({
      label: 'Address link',
      help: 'The first entry’s map address is what the address opens.',
      itemLabel: 'Map link',
      item: {
        location_url: url('Map address', 'A map page, such as https://www.google.com/maps?q=….'),
      },
    }),
    social_media_handle: text('Social handle', 'For example "@yoursalon".'),
    main_image: image('Picture'),
    map_iframe_url: url(
      'Embedded map',
      'The map’s embed address (https), such as an OpenStreetMap or Google Maps embed link.',
    ),
    form_title: text('Form: title'),
    first_name_label: text('Form: first name label'),
    last_name_label: text('Form: last name label'),
    mobile_label: text('Form: mobile label'),
    email_label: text('Form: email label'),
    message_label: text('Form: message label'),
    button_label: text('Form: send button'),
    success_message: longText('Form: thank-you message', 'Shown once a message is sent.'),
  },
});
