// The server's environment: defaults, validation, and the content origins the page may reach.
import { contentOrigins, readConfig } from '../../server/config';
import { mediaUploadLimits } from '../../server/modules/media/uploads';

describe('readConfig', () => {
  it('uses the defaults when nothing is set', () => {
    const config = readConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe('0.0.0.0');
    expect(contentOrigins(config)).toEqual([]);
  });

  it('rejects a port that is not one, naming the variable', () => {
    expect(() => readConfig({ PORT: '70000' })).toThrow(/PORT: expected a port number/);
  });

  it('finds the origins of API and storage prefixes that name another site, once each', () => {
    const config = readConfig({
      API_BASE_URL: 'https://cms.example.com/api/',
      STORAGE_BASE_URL: 'https://cms.example.com/storage',
    });
    expect(contentOrigins(config)).toEqual(['https://cms.example.com']);
    expect(contentOrigins(readConfig({ API_BASE_URL: '/api', STORAGE_BASE_URL: 'https://cdn.example.net/m' }))).toEqual(
      ['https://cdn.example.net'],
    );
  });

  it('rejects a prefix with another scheme', () => {
    expect(() => readConfig({ API_BASE_URL: 'javascript:alert(1)' })).toThrow(/API_BASE_URL: expected a path/);
  });

  it('reads the notification settings, which come together or not at all', () => {
    const none = readConfig({});
    expect([none.SMTP_URL, none.NOTIFY_EMAIL, none.NOTIFY_FROM]).toEqual([undefined, [], undefined]);
    expect(
      readConfig({
        SMTP_URL: 'smtps://salon%40example.com:secret@smtp.example.com:465',
        NOTIFY_EMAIL: 'ana@example.com, desk@example.com',
        NOTIFY_FROM: 'Website <website@example.com>',
      }),
    ).toMatchObject({
      SMTP_URL: 'smtps://salon%40example.com:secret@smtp.example.com:465',
      NOTIFY_EMAIL: ['ana@example.com', 'desk@example.com'],
      NOTIFY_FROM: 'Website <website@example.com>',
    });
    expect(() => readConfig({ SMTP_URL: 'smtp://smtp.example.com' })).toThrow(/NOTIFY_EMAIL: set it too/);
    expect(() => readConfig({ NOTIFY_EMAIL: 'ana@example.com' })).toThrow(/SMTP_URL: set it too/);
    expect(() => readConfig({ SMTP_URL: 'http://smtp.example.com', NOTIFY_EMAIL: 'a@example.com' })).toThrow(
      /SMTP_URL: expected smtp:/,
    );
    expect(() => readConfig({ SMTP_URL: 'smtp://h.example', NOTIFY_EMAIL: 'ana@example.com,nope' })).toThrow(
      /NOTIFY_EMAIL: "nope" is not an email address/,
    );
    expect(() => readConfig({ NOTIFY_FROM: 'Website <nope>' })).toThrow(/NOTIFY_FROM/);
  });

  it('reads the session lifetimes, 30 idle minutes and 12 hours by default', () => {
    expect(readConfig({})).toMatchObject({ SESSION_IDLE_MINUTES: 30, SESSION_MAX_HOURS: 12 });
    expect(readConfig({ SESSION_IDLE_MINUTES: '15', SESSION_MAX_HOURS: '8' })).toMatchObject({
      SESSION_IDLE_MINUTES: 15,
      SESSION_MAX_HOURS: 8,
    });
    expect(() => readConfig({ SESSION_IDLE_MINUTES: '0' })).toThrow(/SESSION_IDLE_MINUTES/);
  });

  it('reads the cache cap and the contact limits, with their defaults', () => {
    expect(readConfig({})).toMatchObject({
      MEDIA_CACHE_MAX_MB: 512,
      CONTACT_RATE_PER_MINUTE: 5,
      CONTACT_RATE_PER_DAY: 30,
    });
    expect(
      readConfig({ MEDIA_CACHE_MAX_MB: '64', CONTACT_RATE_PER_MINUTE: '10', CONTACT_RATE_PER_DAY: ' 100 ' }),
    ).toMatchObject({ MEDIA_CACHE_MAX_MB: 64, CONTACT_RATE_PER_MINUTE: 10, CONTACT_RATE_PER_DAY: 100 });
  });

  it('reads the media upload limits, with their defaults, in bytes for the upload code', () => {
    expect(mediaUploadLimits(readConfig({}))).toEqual({
      maxBytes: 20 * 1024 * 1024,
      maxVideoBytes: 200 * 1024 * 1024,
      maxFiles: 10,
    });
    expect(
      mediaUploadLimits(
        readConfig({ MEDIA_UPLOAD_MAX_MB: '5', MEDIA_VIDEO_MAX_MB: '50', MEDIA_UPLOAD_MAX_FILES: '3' }),
      ),
    ).toEqual({ maxBytes: 5 * 1024 * 1024, maxVideoBytes: 50 * 1024 * 1024, maxFiles: 3 });
  });

  it('reads how far below the server the media encoder runs: 10 by default, 0 allowed, never below', () => {
    expect(readConfig({}).MEDIA_ENCODER_NICENESS).toBe(10);
    expect(readConfig({ MEDIA_ENCODER_NICENESS: '0' }).MEDIA_ENCODER_NICENESS).toBe(0);
    expect(() => readConfig({ MEDIA_ENCODER_NICENESS: '-1' })).toThrow(
      /MEDIA_ENCODER_NICENESS: expected a whole number of 0 or more/,
    );
  });

  it.each([
    ['MEDIA_UPLOAD_MAX_MB', '0'],
    ['MEDIA_VIDEO_MAX_MB', 'big'],
    ['MEDIA_UPLOAD_MAX_FILES', '2.5'],
    ['MEDIA_CACHE_MAX_MB', '0'],
    ['MEDIA_CACHE_MAX_MB', '1.5'],
    ['MEDIA_CACHE_MAX_MB', 'lots'],
    ['CONTACT_RATE_PER_MINUTE', '0'],
    ['CONTACT_RATE_PER_DAY', '-3'],
  ])('rejects %s=%s, naming the variable', (name, value) => {
    expect(() => readConfig({ [name]: value })).toThrow(new RegExp(`${name}: expected a whole number of 1 or more`));
  });

  it('reads CORS_ORIGINS as a list of origins, once each, and names a value that is not one', () => {
    expect(readConfig({}).CORS_ORIGINS).toEqual([]);
    expect(
      readConfig({
        CORS_ORIGINS: ' https://www.example-salon.com/ , http://127.0.0.1:3931,https://www.example-salon.com',
      }).CORS_ORIGINS,
    ).toEqual(['https://www.example-salon.com', 'http://127.0.0.1:3931']);
    expect(() => readConfig({ CORS_ORIGINS: 'https://ok.example,*' })).toThrow(/CORS_ORIGINS: "\*" is not an origin/);
    expect(() => readConfig({ CORS_ORIGINS: 'https://site.example/path' })).toThrow(/CORS_ORIGINS/);
    expect(() => readConfig({ CORS_ORIGINS: 'ftp://site.example' })).toThrow(/CORS_ORIGINS/);
  });

  it('reads SITE_URL as an origin, and refuses a path or another scheme', () => {
    expect(readConfig({}).SITE_URL).toBeUndefined();
    expect(readConfig({ SITE_URL: 'https://www.example-salon.com/' }).SITE_URL).toBe('https://www.example-salon.com');
    expect(() => readConfig({ SITE_URL: 'www.example-salon.com' })).toThrow(/SITE_URL: expected the site's origin/);
    expect(() => readConfig({ SITE_URL: 'https://www.example-salon.com/shop' })).toThrow(/SITE_URL/);
  });
});
