// A QA replay goes only where the recording leads, so a recording may lead only to the site itself.
import { isSitePath, parseRecording } from '../../../src/tools/qa/format';

function recording(overrides: { startUrl?: string; load?: string; location?: Record<string, string> }) {
  const location = overrides.location ?? { pathname: '/products', search: '', hash: '' };
  return {
    format: 'salon-qa-recording',
    version: 1,
    build: 'unknown',
    viewport: { width: 1280, height: 800, deviceScaleFactor: 1, touch: false },
    userAgent: 'test',
    startUrl: overrides.startUrl ?? '/',
    redacted: { contactForm: true, placeholder: '•' },
    entries: [
      { t: 0, kind: 'load', url: overrides.load ?? '/', embedded: null },
      { t: 1, kind: 'action', action: { type: 'location/locationChanged', payload: location } },
    ],
  };
}

describe('the addresses of a QA recording', () => {
  it('reads a recording that stays on the site', () => {
    expect(() =>
      parseRecording(
        recording({
          startUrl: '/products?category=2',
          load: '/products?category=2&product=5#top',
          location: { pathname: '/gallery', search: '?page=2', hash: '#photo-10' },
        }),
      ),
    ).not.toThrow();
  });

  it.each([
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example/',
    '\\\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'products',
    '',
  ])('refuses to start or load at %j', (address) => {
    expect(isSitePath(address)).toBe(false);
    expect(() => parseRecording(recording({ startUrl: address }))).toThrow(/off the site/);
    expect(() => parseRecording(recording({ load: address }))).toThrow(/off the site/);
  });

  it('refuses a location change that leaves the site', () => {
    for (const location of [
      { pathname: '//evil.example', search: '', hash: '' },
      { pathname: '/ok', search: 'x', hash: '' },
      { pathname: 'https://evil.example', search: '', hash: '' },
    ]) {
      expect(() => parseRecording(recording({ location }))).toThrow(/off the site/);
    }
  });
});
