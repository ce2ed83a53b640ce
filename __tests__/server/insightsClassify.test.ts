// What the visit counter keeps instead of the request: the browser's family from real user agents,
// the device class from the width, the referrer's host, and speed figures rounded up to buckets.
import { VITAL_THRESHOLDS, VITALS } from '../../src/api/insightsContract';
import {
  browserFamily,
  deviceClass,
  referrerHost,
  vitalBucket,
  vitalRating,
} from '../../server/modules/insights/classify';

describe('browserFamily', () => {
  it.each([
    [
      'Chrome',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    ],
    [
      'Chrome',
      'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    ],
    [
      'Chrome',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
    ],
    [
      'Edge',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.51',
    ],
    [
      'Edge',
      'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 EdgA/131.0.0.0',
    ],
    [
      'Edge',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 EdgiOS/131.2903.68 Mobile/15E148 Safari/605.1.15',
    ],
    ['Firefox', 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'],
    [
      'Firefox',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/133.0 Mobile/15E148 Safari/605.1.15',
    ],
    [
      'Safari',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
    ],
    [
      'Safari',
      'Mozilla/5.0 (iPad; CPU OS 17_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.7 Mobile/15E148 Safari/604.1',
    ],
    [
      'Samsung Internet',
      'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
    ],
    [
      'Opera',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0',
    ],
    [
      'Opera',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 OPiOS/5.0.0 Mobile/15E148 Safari/604.1',
    ],
    [
      'Other',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 357.0.0.25.101',
    ],
    ['Other', 'curl/8.5.0'],
    ['Other', ''],
  ])('names %s', (family, userAgent) => {
    expect(browserFamily(userAgent)).toBe(family);
  });
});

it('classes a screen under 768 CSS pixels as a phone, under 1024 as a tablet, else a desktop', () => {
  expect([0, 767, 768, 1023, 1024, 2560].map(deviceClass)).toEqual([
    'phone',
    'phone',
    'tablet',
    'tablet',
    'desktop',
    'desktop',
  ]);
});

it('keeps only the host of the referrer, without www., and none for the site itself or a non-address', () => {
  const own = ['www.example-salon.com', '127.0.0.1'];
  expect(referrerHost('https://www.instagram.com/p/Cx1/?igshid=abc', own)).toBe('instagram.com');
  expect(referrerHost('https://L.Facebook.com/l.php?u=x', own)).toBe('l.facebook.com');
  expect(referrerHost('android-app://com.google.android.gm/', own)).toBe('com.google.android.gm');
  expect(referrerHost('https://example-salon.com/about', own)).toBe('');
  expect(referrerHost('http://127.0.0.1:3000/', own)).toBe('');
  expect(referrerHost('not an address', own)).toBe('');
  expect(referrerHost('', own)).toBe('');
  expect(referrerHost(undefined, own)).toBe('');
});

describe('vitalBucket', () => {
  it('rounds up to the bucket’s upper edge, keeping whole values and edges as they are', () => {
    expect(
      [0, 1, 10, 11, 999, 1000, 1001, 2540, 4990, 5001, 10_001, 60_000, 600_000].map((v) => vitalBucket('LCP', v)),
    ).toEqual([0, 10, 10, 20, 1000, 1000, 1050, 2550, 5000, 5100, 10_500, 60_000, 60_000]);
    expect([0, 0.001, 0.1, 0.1000001, 0.25, 0.99, 1.01, 9].map((v) => vitalBucket('CLS', v))).toEqual([
      0, 0.01, 0.1, 0.11, 0.25, 0.99, 1.05, 5,
    ]);
  });

  it('never moves a value across one of Google’s thresholds, so the rating stays exact', () => {
    for (const metric of VITALS) {
      const { good, poor } = VITAL_THRESHOLDS[metric];
      for (const edge of [good, poor]) {
        const step = metric === 'CLS' ? 0.001 : 1;
        expect(vitalRating(metric, vitalBucket(metric, edge))).toBe(vitalRating(metric, edge));
        expect(vitalRating(metric, vitalBucket(metric, edge + step))).toBe(vitalRating(metric, edge + step));
      }
    }
    expect([2500, 2501, 4000, 4001].map((v) => vitalRating('LCP', v))).toEqual([
      'good',
      'needs-improvement',
      'needs-improvement',
      'poor',
    ]);
  });
});
