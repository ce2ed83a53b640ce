// What is kept of a beacon's request instead of the request itself: the device class (from the
// screen's width), the browser's family (from the user agent, which is then forgotten), the
// referrer's host, and each speed figure rounded up to a fixed bucket.
import {
  VITAL_THRESHOLDS,
  type DeviceClass,
  type VitalName,
  type VitalRating,
} from '../../../src/api/insightsContract';

/** Under 768 CSS pixels a phone, under 1024 a tablet, else a desktop (the contract's rule). */
export function deviceClass(width: number): DeviceClass {
  if (width < 768) return 'phone';
  if (width < 1024) return 'tablet';
  return 'desktop';
}

export const BROWSER_FAMILIES = ['Chrome', 'Edge', 'Firefox', 'Safari', 'Samsung Internet', 'Opera', 'Other'] as const;
export type BrowserFamily = (typeof BROWSER_FAMILIES)[number];

/**
 * The family of the browser a user agent names. Order matters: Samsung Internet, Opera and Edge
 * also say "Chrome", and Chrome also says "Safari".
 */
export function browserFamily(userAgent: string): BrowserFamily {
  if (/SamsungBrowser\//.test(userAgent)) return 'Samsung Internet';
  if (/\bOPR\/|\bOpera\b|\bOPiOS\/|\bOPT\//.test(userAgent)) return 'Opera';
  if (/\bEdg(?:e|A|iOS)?\//.test(userAgent)) return 'Edge';
  if (/\bFirefox\/|\bFxiOS\//.test(userAgent)) return 'Firefox';
  if (/\bChrome\/|\bCriOS\//.test(userAgent)) return 'Chrome';
  if (/\bVersion\/[\d.]+.*\bSafari\//.test(userAgent)) return 'Safari';
  return 'Other';
}

const bareHost = (host: string) =>
  host
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^www\./, '');

/**
 * The host of the address a visitor came from ("instagram.com"; "www." dropped), or '' when it is
 * none, not an address, or one of the site's own hosts (a visitor moving between its pages).
 */
export function referrerHost(referrer: string | undefined, ownHosts: readonly string[]): string {
  if (!referrer) return '';
  let host: string;
  try {
    host = new URL(referrer).hostname;
  } catch {
    return '';
  }
  if (host === '' || host.length > 253) return '';
  const bare = bareHost(host);
  return ownHosts.some((own) => bareHost(own) === bare) ? '' : bare;
}

/**
 * Each speed figure is kept rounded up to a bucket's upper edge, so that a 75th percentile over any
 * period is the same before and after raw events are rolled up into daily totals, and is never better
 * than the truth. Google's thresholds are edges, so the rating is exact. In milliseconds: 10 ms
 * steps to 1 s, 50 ms to 5 s, 100 ms to 10 s, 500 ms to 60 s; CLS: 0.01 to 1, 0.05 to 5.
 */
const MS_STEPS: ReadonlyArray<[upTo: number, step: number]> = [
  [1000, 10],
  [5000, 50],
  [10_000, 100],
  [60_000, 500],
];
const CLS_STEPS: ReadonlyArray<[upTo: number, step: number]> = [
  [1, 0.01],
  [5, 0.05],
];

export function vitalBucket(metric: VitalName, value: number): number {
  const steps = metric === 'CLS' ? CLS_STEPS : MS_STEPS;
  let from = 0;
  for (const [upTo, step] of steps) {
    if (value <= upTo) {
      // Whole steps above `from`, with a little slack for binary fractions (0.1 is not 0.1).
      const edge = from + Math.ceil((value - from) / step - 1e-9) * step;
      return Number(edge.toFixed(metric === 'CLS' ? 2 : 0));
    }
    from = upTo;
  }
  return steps.at(-1)![0];
}

/** At or under `good` is good, over `poor` is poor, between needs improvement (Google's words). */
export function vitalRating(metric: VitalName, value: number): VitalRating {
  const { good, poor } = VITAL_THRESHOLDS[metric];
  if (value <= good) return 'good';
  if (value > poor) return 'poor';
  return 'needs-improvement';
}
