// The signed-in owner's choice of the weekly report by email, injected into the one API slice: read
// it, and change it (the answer is the new choice; the change is in the activity log). It names the
// salon's time zone, so changing the zone refetches it.
import { salonTimeZoneApi } from '../../api/salonSettingsApi';
import { withSessionToken } from '../../api/authApi';
import { WEEKLY_REPORT_PATH, type WeeklyReportChoice } from '../../api/insightsContract';
import type { Envelope } from '../../api/types';

export const weeklyReportApi = salonTimeZoneApi.injectEndpoints({
  endpoints: (build) => ({
    getWeeklyReport: build.query<WeeklyReportChoice, void>({
      query: () => WEEKLY_REPORT_PATH,
      transformResponse: (response: Envelope<WeeklyReportChoice>) => response.data,
      providesTags: ['SalonTimeZone'],
    }),
    setWeeklyReport: build.mutation<Envelope<WeeklyReportChoice>, boolean>({
      queryFn: withSessionToken((subscribed: boolean) => ({
        url: WEEKLY_REPORT_PATH,
        method: 'PUT',
        body: { subscribed },
      })),
      invalidatesTags: ['Activity'],
      async onQueryStarted(_subscribed, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => null);
        if (result) {
          await dispatch(weeklyReportApi.util.upsertQueryData('getWeeklyReport', undefined, result.data.data));
        }
      },
    }),
  }),
});

export const { useGetWeeklyReportQuery, useSetWeeklyReportMutation } = weeklyReportApi;
