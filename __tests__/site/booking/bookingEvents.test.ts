import { bookingProgressFromMessage, isCalendlyOrigin } from '../../../src/features/booking/bookingEvents';

describe('isCalendlyOrigin', () => {
  it.each(['https://calendly.com', 'https://www.calendly.com', 'https://assets.calendly.com'])(
    'trusts %s',
    (origin) => {
      expect(isCalendlyOrigin(origin)).toBe(true);
    },
  );

  it.each([
    'http://calendly.com',
    'https://calendly.com.attacker.example',
    'https://notcalendly.com',
    'https://calendly.co',
    'https://calendly.com/path',
    'null',
    '',
    'javascript:alert(1)',
  ])('does not trust %s', (origin) => {
    expect(isCalendlyOrigin(origin)).toBe(false);
  });
});

describe('bookingProgressFromMessage', () => {
  const from = (data: unknown, origin = 'https://calendly.com') => bookingProgressFromMessage({ origin, data });

  it('maps the four widget events to booking progress', () => {
    expect(from({ event: 'calendly.profile_page_viewed' })).toBe('profile_viewed');
    expect(from({ event: 'calendly.event_type_viewed' })).toBe('event_type_viewed');
    expect(from({ event: 'calendly.date_and_time_selected' })).toBe('date_and_time_selected');
    expect(from({ event: 'calendly.event_scheduled' })).toBe('event_scheduled');
  });

  it('ignores other events, other shapes and other origins', () => {
    expect(from({ event: 'calendly.page_height' })).toBeNull();
    expect(from({ event: 'other.event_scheduled' })).toBeNull();
    expect(from('calendly.event_scheduled')).toBeNull();
    expect(from(null)).toBeNull();
    expect(from({ event: 42 })).toBeNull();
    expect(from({ event: 'calendly.event_scheduled' }, 'https://evil.example')).toBeNull();
  });
});
