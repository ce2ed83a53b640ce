// The footer: the social photo strip (first three items, thumbnail else media), the visit button,
// the footer links and the social icons; and how it degrades without content.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { contentApi } from '../../../src/api/contentApi';
import type { GeneralData, SocialFeedItem } from '../../../src/api/types';
import { Footer } from '../../../src/layout/Footer';
import { renderWithProviders } from '../../support/renderWithProviders';
import { answerApiWith, server } from '../../support/apiServer';

const generalData: GeneralData = {
  footerTitles: {
    instagram_title: 'Follow our curls',
    about_label: 'Our story',
    services_label: 'Treatments',
    gallery_label: 'Looks',
    contact_us_label: 'Find us',
    instagram_url: 'https://www.instagram.com/salon/',
    instagram_button_label: 'Visit @salon',
  },
  socialChannels: [
    {
      id: 1,
      url: 'https://www.instagram.com/salon/',
      is_mail: 0,
      icon_white: 'social/ig-white.svg',
      icon_grey: 'social/ig-grey.svg',
    },
    { id: 2, name: 'Email', url: 'hello@salon.example', is_mail: 1, icon_white: 'social/mail-white.svg' },
  ],
};

const feed: SocialFeedItem[] = [
  {
    permalink: 'https://www.instagram.com/p/one/',
    thumbnail_url: 'https://cdn.example/one-thumb.jpg',
    media_url: 'https://cdn.example/one.jpg',
    caption: 'Fresh cut',
  },
  { permalink: 'https://www.instagram.com/p/two/', thumbnail_url: null, media_url: 'https://cdn.example/two.jpg' },
  { permalink: 'https://www.instagram.com/p/three/', media_url: 'https://cdn.example/three.jpg' },
  { permalink: 'https://www.instagram.com/p/four/', media_url: 'https://cdn.example/four.jpg' },
  { permalink: 'https://www.instagram.com/p/five/', media_url: 'https://cdn.example/five.jpg' },
];

answerApiWith(
  http.get('*/api/general-data', () => HttpResponse.json({ data: generalData })),
  http.get('*/api/instagram', () => HttpResponse.json({ data: feed })),
);

const footer = () => screen.getByRole('contentinfo');

async function renderLoadedFooter() {
  const result = renderWithProviders(<Footer />);
  await waitFor(() => {
    const state = result.store.getState();
    expect(contentApi.endpoints.getGeneralData.select()(state).isSuccess).toBe(true);
    expect(contentApi.endpoints.getSocialFeed.select()(state).isSuccess).toBe(true);
  });
  return result;
}

describe('Footer feed strip', () => {
  it('is titled from content', async () => {
    await renderLoadedFooter();
    expect(within(footer()).getByRole('heading', { name: 'Follow our curls' })).toBeInTheDocument();
  });

  it('shows at most the first three items, each thumbnail_url or else media_url', async () => {
    await renderLoadedFooter();
    const posts = within(footer()).getAllByRole('link', { name: /^View post on Instagram/ });
    expect(posts).toHaveLength(3);
    expect(posts.map((link) => link.getAttribute('href'))).toEqual([
      'https://www.instagram.com/p/one/',
      'https://www.instagram.com/p/two/',
      'https://www.instagram.com/p/three/',
    ]);
    expect(posts.map((link) => link.querySelector('img')?.getAttribute('src'))).toEqual([
      'https://cdn.example/one-thumb.jpg',
      'https://cdn.example/two.jpg',
      'https://cdn.example/three.jpg',
    ]);
    for (const post of posts) {
      expect(post).toHaveAttribute('target', '_blank');
      expect(post).toHaveAttribute('rel', 'noopener noreferrer');
      const image = post.querySelector('img');
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
    }
    expect(posts[0]).toHaveAccessibleName('View post on Instagram: Fresh cut');
  });

  it('has a visit button to the profile, opening in a new tab', async () => {
    await renderLoadedFooter();
    const visit = within(footer()).getByRole('link', { name: 'Visit @salon' });
    expect(visit).toHaveAttribute('href', 'https://www.instagram.com/salon/');
    expect(visit).toHaveAttribute('target', '_blank');
    expect(visit).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('has previous/next controls named for screen readers', async () => {
    await renderLoadedFooter();
    expect(within(footer()).getByRole('button', { name: 'Previous', hidden: true })).toBeDisabled();
    expect(within(footer()).getByRole('button', { name: 'Next', hidden: true })).toBeInTheDocument();
  });
});

describe('Footer links and icons', () => {
  it('links to about, services, gallery and contact with labels from content', async () => {
    await renderLoadedFooter();
    const nav = within(footer()).getByRole('navigation', { name: 'Footer' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Our story', '/about'],
      ['Treatments', '/services'],
      ['Looks', '/gallery'],
      ['Find us', '/contact'],
    ]);
  });

  it('shows the logo linking home and white social icons; a mail channel becomes mailto', async () => {
    await renderLoadedFooter();
    expect(within(footer()).getByRole('link', { name: /, home$/ })).toHaveAttribute('href', '/');
    const instagram = within(footer()).getByRole('img', { name: 'Instagram' });
    expect(instagram).toHaveAttribute('src', '/storage/social/ig-white.svg');
    expect(instagram.closest('a')).toHaveAttribute('target', '_blank');
    const mail = within(footer()).getByRole('img', { name: 'Email' }).closest('a');
    expect(mail).toHaveAttribute('href', 'mailto:hello@salon.example');
    expect(mail).not.toHaveAttribute('target');
  });
});

describe('Footer without content', () => {
  it('renders no empty headings and no strip, but keeps the route-named links', async () => {
    server.use(
      http.get('*/api/general-data', () => HttpResponse.json({ data: {} })),
      http.get('*/api/instagram', () => HttpResponse.json({ data: null })),
    );
    await renderLoadedFooter();
    expect(within(footer()).queryByRole('heading')).not.toBeInTheDocument();
    expect(within(footer()).queryByRole('link', { name: /View post/ })).not.toBeInTheDocument();
    expect(within(footer()).queryByRole('img')).not.toBeInTheDocument();
    const nav = within(footer()).getByRole('navigation', { name: 'Footer' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['About', 'Services', 'Gallery', 'Contact']);
  });

  it('skips null entries in the social channels and the feed instead of failing', async () => {
    server.use(
      http.get('*/api/general-data', () =>
        HttpResponse.json({ data: { ...generalData, socialChannels: [null, ...(generalData.socialChannels ?? [])] } }),
      ),
      http.get('*/api/instagram', () => HttpResponse.json({ data: [null, ...feed] })),
    );
    await renderLoadedFooter();
    expect(within(footer()).getAllByRole('link', { name: /^View post on Instagram/ })).toHaveLength(3);
    expect(within(footer()).getByRole('img', { name: 'Instagram' })).toBeInTheDocument();
    expect(within(footer()).getByRole('img', { name: 'Email' })).toBeInTheDocument();
  });

  it('when the feed call fails, still shows the visit button', async () => {
    server.use(http.get('*/api/instagram', () => HttpResponse.json({ message: 'Feed down' }, { status: 503 })));
    const result = renderWithProviders(<Footer />, { services: { alert: () => undefined } });
    await waitFor(() =>
      expect(contentApi.endpoints.getSocialFeed.select()(result.store.getState()).isError).toBe(true),
    );
    expect(await within(footer()).findByRole('link', { name: 'Visit @salon' })).toBeInTheDocument();
    expect(within(footer()).queryByRole('link', { name: /View post/ })).not.toBeInTheDocument();
  });
});
