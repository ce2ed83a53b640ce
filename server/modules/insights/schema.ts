// The beacon as the contract allows it, and nothing else: a beacon with an unknown event, an unknown
// property, a text too long, too many events or any other key is refused whole (400), nothing stored.
import { z } from 'zod';
import {
  BEACON_LIMITS,
  INSIGHT_EVENTS,
  OUTBOUND_CHANNELS,
  VITALS,
  type InsightBeacon,
  type InsightEventName,
} from '../../../src/api/insightsContract';

/** Characters no path, name or label needs: controls, and the line and bidi controls that hide text. */
const HIDDEN = /[\p{Cc}\p{Cf}\u2028\u2029]/u;

const text = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .refine((value) => !HIDDEN.test(value), 'no control characters');

const label = text(BEACON_LIMITS.textLength);
/** A text that may be empty (a UTM value, the booking button): '' is kept as not given. */
const optionalLabel = z
  .string()
  .max(BEACON_LIMITS.textLength)
  .refine((value) => !HIDDEN.test(value), 'no control characters')
  .optional();

/** A page's own path: from the site's root, without query or fragment. */
const pagePath = text(BEACON_LIMITS.pathLength).refine(
  (value) => value.startsWith('/') && !/[?#\s]/.test(value),
  'a path from the root, without query or fragment',
);

/** A speed figure in milliseconds (CLS: a unitless score), as web-vitals measures it. */
const measure = z.number().finite().min(0).max(600_000);

const vitalsProps = z
  .strictObject(
    Object.fromEntries(VITALS.map((metric) => [metric, measure.optional()])) as Record<
      (typeof VITALS)[number],
      z.ZodOptional<typeof measure>
    >,
  )
  .refine((props) => Object.keys(props).length > 0, 'at least one measure');

/** The properties each event may carry: an event not listed here carries none. */
const PROPS: Partial<Record<InsightEventName, z.ZodType>> = {
  booking_opened: z.strictObject({ from: optionalLabel }),
  catalogue_opened: z.strictObject({ catalogue: label }),
  catalogue_downloaded: z.strictObject({ catalogue: label }),
  product_opened: z.strictObject({ product: label }),
  outbound_click: z.strictObject({ channel: z.enum(OUTBOUND_CHANNELS) }),
  vitals: vitalsProps,
};

const noProps = z.strictObject({});

const event = z
  .strictObject({
    name: z.enum(INSIGHT_EVENTS),
    path: pagePath,
    props: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  })
  .superRefine((value, ctx) => {
    const props = value.props ?? {};
    if (Object.keys(props).length > BEACON_LIMITS.props) {
      ctx.addIssue({ code: 'custom', message: `at most ${BEACON_LIMITS.props} properties`, path: ['props'] });
      return;
    }
    const schema = PROPS[value.name] ?? noProps;
    const checked = schema.safeParse(props);
    if (!checked.success) {
      for (const issue of checked.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['props', ...issue.path] });
    }
  });

export const beaconSchema = z.strictObject({
  referrer: z.string().max(BEACON_LIMITS.referrerLength).optional(),
  utm: z
    .strictObject({
      source: optionalLabel,
      medium: optionalLabel,
      campaign: optionalLabel,
    })
    .optional(),
  width: z.number().finite().min(0).max(100_000),
  events: z.array(event).min(1).max(BEACON_LIMITS.events),
});

/** A beacon the schema took: the contract's type (checked here by the compiler). */
export type ParsedBeacon = InsightBeacon;

/** The beacon, or null with what was wrong with it. */
export function parseBeacon(body: unknown): { ok: true; beacon: ParsedBeacon } | { ok: false; problem: string } {
  const parsed = beaconSchema.safeParse(body);
  if (parsed.success) return { ok: true, beacon: parsed.data };
  const issue = parsed.error.issues[0]!;
  return { ok: false, problem: `${issue.path.join('.') || 'body'}: ${issue.message}` };
}
