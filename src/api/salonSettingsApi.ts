// The salon's settings, injected into the one API slice: every account reads them (the editor shows
// and takes times in the salon's time zone), an owner changes the time zone on the account page.
import { contentApi } from './contentApi';
import { adminApiPaths, type SalonSettings, type SalonSettingsChange } from './adminContract';
import type { Envelope } from './types';
import { withSessionToken } from './authApi';

/**
 * The one slice, with the tag of the answers that name the salon's time zone besides its settings (the
 * weekly report's choice): a change of zone refetches them. The tag comes with the area's code.
 */
export const salonTimeZoneApi = contentApi.enhanceEndpoints({ addTagTypes: ['SalonTimeZone'] });

export const salonSettingsApi = salonTimeZoneApi.injectEndpoints({
  endpoints: (build) => ({
    getSalonSettings: build.query<SalonSettings, void>({
      query: () => adminApiPaths.salonSettings,
      transformResponse: (response: Envelope<SalonSettings>) => response.data,
    }),
    changeSalonSettings: build.mutation<Envelope<SalonSettings>, SalonSettingsChange>({
      queryFn: withSessionToken((body: SalonSettingsChange) => ({
        url: adminApiPaths.salonSettings,
        method: 'PUT',
        body,
      })),
      // The form says what is wrong with the zone.
      extraOptions: { callerHandles: [422] },
      invalidatesTags: (result) => (result ? ['Activity', 'SalonTimeZone'] : []),
      // The answer is the settings as they now are: no tag of their own (the visitor's pages carry the tags).
      async onQueryStarted(_change, { dispatch, queryFulfilled }) {
        const changed = await queryFulfilled.catch(() => null);
        if (!changed) return;
        await dispatch(salonSettingsApi.util.upsertQueryData('getSalonSettings', undefined, changed.data.data));
      },
    }),
  }),
});

export const { useGetSalonSettingsQuery, useChangeSalonSettingsMutation } = salonSettingsApi;

/** Every time zone the browser knows, with UTC (which its list leaves out), sorted. */
export function timeZoneChoices(): string[] {
  return [...new Set(['UTC', ...Intl.supportedValuesOf('timeZone')])].sort();
}
