// Social links from content: names, mail channels, new tabs and what is skipped.
import { screen, within } from '@testing-library/react';
import type { SocialChannel } from '../../../src/api/types';
import { nameFromUrl, socialLinkOf } from '../../../src/layout/socialChannel';
import { SocialLinks } from '../../../src/layout/SocialLinks';
import { renderWithProviders } from '../../support/renderWithProviders';

describe('socialLinkOf', () => {
  it.each([
    [1, 'hello@salon.example', 'mailto:hello@salon.example'],
    ['1', 'hello@salon.example', 'mailto:hello@salon.example'],
    [true, 'mailto:hello@salon.example', 'mailto:hello@salon.example'],
  ])('is_mail %p turns %s into %s, named "Email", in the same tab', (isMail, url, href) => {
    expect(socialLinkOf({ url, is_mail: isMail as SocialChannel['is_mail'] })).toEqual({
      href,
      name: 'Email',
      external: false,
    });
  });

  it('keeps web links as they are, to open in a new tab, named from the host', () => {
    expect(socialLinkOf({ url: 'https://www.instagram.com/salon/', is_mail: 0 })).toEqual({
      href: 'https://www.instagram.com/salon/',
      name: 'Instagram',
      external: true,
    });
  });

  it('prefers the channel’s own name', () => {
    expect(socialLinkOf({ name: 'Our Insta', url: 'https://instagram.com/x' })?.name).toBe('Our Insta');
  });

  it('skips channels without a URL and refuses unsafe schemes', () => {
    expect(socialLinkOf({ url: null })).toBeNull();
    expect(socialLinkOf({ url: '   ' })).toBeNull();
    expect(socialLinkOf({ url: 'javascript:alert(1)' })).toBeNull();
  });

  it('adds https:// to a bare host', () => {
    expect(socialLinkOf({ url: 'facebook.com/salon' })?.href).toBe('https://facebook.com/salon');
  });

  it.each([
    ['https://www.instagram.com/x', 'Instagram'],
    ['https://m.facebook.com/x', 'Facebook'],
    ['https://www.tiktok.com/@x', 'TikTok'],
    ['https://wa.me/123', 'WhatsApp'],
    ['https://youtu.be/x', 'YouTube'],
    ['https://www.pinterest.com/x', 'Pinterest'],
  ])('derives a name from %s', (url, name) => {
    expect(nameFromUrl(url)).toBe(name);
  });
});

describe('SocialLinks', () => {
  const channels: SocialChannel[] = [
    {
      id: 1,
      url: 'https://www.instagram.com/salon/',
      icon_white: 'social/ig-white.svg',
      icon_grey: 'social/ig-grey.svg',
    },
    {
      id: 2,
      url: 'https://www.facebook.com/salon',
      icon_white: 'social/fb-white.svg',
      icon_grey: 'social/fb-grey.svg',
    },
    { id: 3, url: '', icon_white: 'social/x.svg' },
    { id: 4, url: 'mailto:hi@salon.example', is_mail: 1, icon_grey: 'social/mail-grey.svg' },
  ];

  it('shows grey icons with the channel names as alt text', () => {
    renderWithProviders(<SocialLinks variant="grey" channels={channels} />);
    const list = screen.getByRole('list');
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(3);
    expect(within(list).getByRole('img', { name: 'Instagram' })).toHaveAttribute('src', '/storage/social/ig-grey.svg');
    expect(within(list).getByRole('img', { name: 'Facebook' })).toHaveAttribute('src', '/storage/social/fb-grey.svg');
    expect(within(list).getByRole('img', { name: 'Email' }).closest('a')).toHaveAttribute(
      'href',
      'mailto:hi@salon.example',
    );
    for (const link of links.filter((l) => l.getAttribute('href')?.startsWith('https:'))) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('keeps a channel without an icon reachable by its name', () => {
    renderWithProviders(<SocialLinks variant="white" channels={[{ url: 'https://www.tiktok.com/@salon' }]} />);
    expect(screen.getByRole('link', { name: 'TikTok' })).toHaveAttribute('href', 'https://www.tiktok.com/@salon');
  });

  it('renders nothing without channels', () => {
    renderWithProviders(<SocialLinks variant="white" channels={[]} />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
