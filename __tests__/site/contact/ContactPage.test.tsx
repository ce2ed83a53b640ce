import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ContactMessage, ContactSettings, GeneralData } from '../../../src/api/types';
import { ErrorPopup } from '../../../src/layout/ErrorPopup';
import { ContactPage } from '../../../src/pages/contact/ContactPage';
import { renderWithProviders } from '../../support/renderWithProviders';
import { installTestIntersectionObserver, TestIntersectionObserver } from '../../support/intersectionObserver';
import { answerApiWith } from '../../support/apiServer';

// The contact page data (GET /contact-page) in the API's real shape.
const contactSettings: ContactSettings = {
  main_title: 'Come and see us',
  phone: '+971 50 123 4567',
  phone_icon: 'contact/phone.svg',
  whatsapp: '+971 (50) 765-4321',
  whatsapp_icon: 'contact/whatsapp.svg',
  location: 'Studio 4, Jumeirah, Dubai',
  location_icon: 'contact/pin.svg',
  translations: [{ location_url: 'https://maps.example.com/?q=curlcraft' }],
  social_media_handle: '@curlcraft.studio',
  main_image: 'contact/main.jpg',
  map_iframe_url: 'https://www.google.com/maps/embed?pb=demo',
  form_title: 'Send us a note',
  first_name_label: 'Your first name',
  last_name_label: 'Your last name',
  mobile_label: 'Mobile number',
  email_label: 'Email address',
  message_label: 'How can we help?',
  button_label: 'Send message',
  success_message: 'Thank you! We will reply within a day.',
};

const generalData: GeneralData = {
  seoPages: [],
  socialChannels: [
    {
      id: 1,
      name: 'Instagram',
      url: 'https://instagram.com/curlcraft',
      is_mail: 0,
      icon_white: 'social/ig-w.svg',
      icon_grey: 'social/ig-g.svg',
    },
  ],
};

let settings: unknown = contactSettings;
let submissions: unknown[] = [];
let answer: () => Promise<Response> | Response = () => HttpResponse.json({ message: 'Sent' });

answerApiWith(
  http.get('*/api/contact-page', () => HttpResponse.json({ data: { contactSettings: settings } })),
  http.get('*/api/general-data', () => HttpResponse.json({ data: generalData })),
  http.post('*/api/submit-contact-form', async ({ request }) => {
    submissions.push(await request.json());
    return answer();
  }),
);

installTestIntersectionObserver();

afterEach(() => {
  settings = contactSettings;
  submissions = [];
  answer = () => HttpResponse.json({ message: 'Sent' });
});

async function renderContact(options: Parameters<typeof renderWithProviders>[1] = {}) {
  const view = renderWithProviders(
    <>
      <ContactPage />
      <ErrorPopup />
    </>,
    { route: '/contact', ...options },
  );
  await screen.findByRole('heading', { level: 1, name: 'Come and see us' });
  return view;
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement | HTMLTextAreaElement>(label);

async function fillForm(user: ReturnType<typeof renderWithProviders>['user'], message: Partial<ContactMessage> = {}) {
  const values = {
    first_name: 'Amara',
    last_name: 'Okafor',
    mobile: '0501234567',
    email: 'amara@example.com',
    message: 'Hello!',
    ...message,
  };
  await user.type(field('Your first name'), values.first_name);
  await user.type(field('Your last name'), values.last_name);
  await user.type(field('Mobile number'), values.mobile);
  await user.type(field('Email address'), values.email);
  await user.type(field('How can we help?'), values.message);
  return values;
}

describe('Contact page', () => {
  it('shows the ways to reach the salon: phone, WhatsApp chat, location, social icons and handle', async () => {
    await renderContact();

    const phone = screen.getByRole('link', { name: '+971 50 123 4567' });
    expect(phone).toHaveAttribute('href', 'tel:+971501234567');
    expect(phone.querySelector('img')).toHaveAttribute('src', '/storage/contact/phone.svg');

    const whatsapp = screen.getByRole('link', { name: /765-4321/ });
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/971507654321');
    expect(whatsapp).toHaveAttribute('target', '_blank');

    const location = screen.getByRole('link', { name: /Studio 4, Jumeirah, Dubai/ });
    expect(location).toHaveAttribute('href', 'https://maps.example.com/?q=curlcraft');
    expect(location).toHaveAttribute('target', '_blank');
    expect(location).toHaveAttribute('rel', expect.stringContaining('noopener'));

    expect(screen.getByText('@curlcraft.studio')).toBeInTheDocument();
    const instagram = await screen.findByRole('link', { name: 'Instagram' });
    expect(instagram.querySelector('img')).toHaveAttribute('src', '/storage/social/ig-g.svg');
  });

  it('loads the photo first, alone with priority, and the icons beside it lazily', async () => {
    await renderContact();
    const images = Array.from(document.querySelectorAll('img'));
    expect(images.length).toBeGreaterThan(3);
    const eager = images.filter((image) => image.getAttribute('loading') !== 'lazy');
    expect(eager).toHaveLength(1);
    expect(eager[0]?.getAttribute('src')).toContain('contact/main.jpg');
    expect(eager[0]).toHaveAttribute('fetchpriority', 'high');
  });

  it('links the map even when content gives no address to show, and shows an address without a link', async () => {
    settings = { ...contactSettings, location: null };
    const first = await renderContact();
    expect(screen.getByRole('link', { name: /Find us on the map/ })).toHaveAttribute(
      'href',
      'https://maps.example.com/?q=curlcraft',
    );
    first.unmount();

    settings = { ...contactSettings, translations: [] };
    await renderContact();
    expect(screen.getByText('Studio 4, Jumeirah, Dubai')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Studio 4|Find us on the map/ })).toBeNull();
  });

  it('is still named by one first-level heading when content gives no title', async () => {
    settings = { ...contactSettings, main_title: null };
    renderWithProviders(<ContactPage />, { route: '/contact' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact' })).toHaveClass('visually-hidden');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('creates the map frame only when its place nears the viewport, and links the map until then', async () => {
    await renderContact();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: /^Open the map/ })).toHaveAttribute(
      'href',
      'https://maps.example.com/?q=curlcraft',
    );

    act(() => TestIntersectionObserver.enterAll());
    const frame = screen.getByTitle('Map: Studio 4, Jumeirah, Dubai');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://www.google.com/maps/embed?pb=demo');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
  });

  it('embeds no map when its address is not https', async () => {
    settings = { ...contactSettings, map_iframe_url: 'http://maps.example.com/embed' };
    await renderContact();
    act(() => TestIntersectionObserver.enterAll());
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('labels every field from content, with fallbacks when content has none', async () => {
    await renderContact();
    const form = screen.getByRole('form', { name: 'Send us a note' });
    expect(within(form).getByLabelText('Your first name')).toHaveAttribute('autocomplete', 'given-name');
    expect(within(form).getByLabelText('Mobile number')).toHaveAttribute('inputmode', 'numeric');
    expect(within(form).getByLabelText('Email address')).toHaveAttribute('type', 'email');
    expect(within(form).getByLabelText('How can we help?').tagName).toBe('TEXTAREA');
    expect(within(form).getByRole('button', { name: 'Send message' })).toBeInTheDocument();
  });

  it('falls back to plain labels when content lacks them', async () => {
    settings = { main_title: 'Come and see us' };
    await renderContact();
    for (const label of ['First name', 'Last name', 'Mobile', 'Email', 'Message']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });

  it('keeps letters out of the mobile field, typed or pasted', async () => {
    const { user } = await renderContact();
    const mobile = field('Mobile number');
    await user.type(mobile, '05a0-1b 2');
    expect(mobile).toHaveValue('05012');
    await user.clear(mobile);
    await user.click(mobile);
    await user.paste('abc123def456');
    expect(mobile).toHaveValue('123456');
  });

  it('sends once however often the button is pressed, showing "Loading " meanwhile, then confirms and clears', async () => {
    // The answer is held until the presses are made and looked at, however slow the machine.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    answer = async () => {
      await held;
      return HttpResponse.json({ message: 'Sent' });
    };
    const { user } = await renderContact();
    const values = await fillForm(user);

    const button = screen.getByRole('button', { name: 'Send message' });
    await user.dblClick(button);
    await user.click(button);
    expect(button.textContent).toBe('Loading ');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    release();

    const popup = await screen.findByRole('dialog', { name: 'Thank you! We will reply within a day.' });
    expect(submissions).toEqual([values]);
    expect(button.textContent).toBe('Send message');
    for (const label of ['Your first name', 'Your last name', 'Mobile number', 'Email address', 'How can we help?']) {
      expect(field(label)).toHaveValue('');
    }
    await user.click(within(popup).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists 422 messages in the popup in the spec order, beside each field, and keeps the values', async () => {
    answer = () =>
      HttpResponse.json(
        {
          message: 'The given data was invalid.',
          errors: {
            message: ['The message field is required.'],
            last_name: ['The last name field is required.'],
            mobile: ['The mobile must be at least 9 digits.'],
            email: ['The email must be a valid email address.'],
            first_name: ['The first name may only contain letters.'],
          },
        },
        { status: 422 },
      );
    const alert = jest.fn();
    const { user } = await renderContact({ services: { alert } });
    await user.type(field('Your first name'), 'A1');
    await user.type(field('Mobile number'), '123');
    await user.type(field('Email address'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const popup = await screen.findByRole('alertdialog');
    expect(
      within(popup)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'The first name may only contain letters.',
      'The email must be a valid email address.',
      'The mobile must be at least 9 digits.',
      'The last name field is required.',
      'The message field is required.',
    ]);
    expect(alert).not.toHaveBeenCalled();

    expect(field('Your first name')).toHaveValue('A1');
    expect(field('Mobile number')).toHaveValue('123');
    expect(field('Email address')).toHaveValue('not-an-email');
    expect(field('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Email address')).toHaveAccessibleDescription('The email must be a valid email address.');
    expect(field('How can we help?')).toHaveAccessibleDescription('The message field is required.');
    expect(screen.getByRole('button', { name: 'Send message' }).textContent).toBe('Send message');

    // A later success clears the old errors.
    fireEvent.click(within(popup).getByRole('button', { name: 'OK' }));
    answer = () => HttpResponse.json({ message: 'Sent' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await screen.findByRole('dialog', { name: 'Thank you! We will reply within a day.' });
    expect(field('Email address')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('The email must be a valid email address.')).not.toBeInTheDocument();
  });

  it('leaves other failures to the error catalogue and ends sending', async () => {
    answer = () => HttpResponse.json({ message: 'Server Error' }, { status: 500 });
    const alert = jest.fn();
    const { user } = await renderContact({ services: { alert } });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(alert).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send message' }).textContent).toBe('Send message'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(field('Your first name')).toHaveValue('Amara');
  });

  it('shows the sentence of a 429 in the error popup when one address sends too often', async () => {
    const sentence = 'You have sent several messages in a short time. Please try again in a minute.';
    answer = () => HttpResponse.json({ message: sentence }, { status: 429, headers: { 'Retry-After': '42' } });
    const alert = jest.fn();
    const { user } = await renderContact({ services: { alert } });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(sentence));
    expect(field('Your first name')).toHaveValue('Amara');
  });

  it('says what a 429 means when the answer carries no message of its own', async () => {
    answer = () =>
      new HttpResponse('<html><body>Too Many Requests</body></html>', {
        status: 429,
        headers: { 'Content-Type': 'text/html', 'Retry-After': '120' },
      });
    const alert = jest.fn();
    const { user } = await renderContact({ services: { alert } });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith(
        'You have sent several requests in a short time. Please try again in 2 minutes.',
      ),
    );
  });

  it('has a honeypot no person sees or reaches, and sends it only when something filled it in', async () => {
    const { user, container } = await renderContact();
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot!.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    // Not among the form's fields as assistive technology lists them.
    expect(screen.getAllByRole('textbox')).toHaveLength(5);
    expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).not.toBeInTheDocument();

    const values = await fillForm(user, { message: 'A message long enough to send.' });
    // Tabbing from the last field goes to the button, past the honeypot.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Send message' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await screen.findByRole('dialog', { name: 'Thank you! We will reply within a day.' });
    expect(submissions).toEqual([values]);

    // A program filling in every field it finds.
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await fillForm(user, { message: 'Buy cheap things now please' });
    fireEvent.change(honeypot!, { target: { value: 'https://spam.example' } });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(submissions).toHaveLength(2));
    expect(submissions[1]).toMatchObject({ website: 'https://spam.example' });
  });

  it('renders nothing for the page when its data is missing', async () => {
    settings = null;
    const { container, store } = renderWithProviders(<ContactPage />, { route: '/contact' });
    await waitFor(() =>
      expect(store.getState().contentApi.queries['getContactPage(undefined)']?.status).toBe('fulfilled'),
    );
    expect(container).toHaveTextContent('');
    expect(container.querySelector('form, h1')).toBeNull();
  });
});
