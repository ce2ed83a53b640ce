// Publishing at a set time in the editor, with the app's real store and the area's API faked at fetch
// (msw): the draft's bar schedules the draft for a day and time on the salon's clock (its zone named,
// the earliest minute filled in), shows what is scheduled with Cancel (asking nothing), says why a
// refusal or a failed schedule failed; the history puts the publish to come at its top and names who
// scheduled a version; the account page lets an owner choose the salon's time zone.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  NOTE_MAX,
  type ContentVersion,
  type SalonSettings,
  type ScheduledPublish,
} from '../../../src/api/adminContract';
import { loadPageAt } from '../../../src/app/router';
import { DraftBar } from '../../../src/features/editor/DraftBar';
import { VersionHistory } from '../../../src/features/editor/VersionHistory';
import { answerApiWith, server, signedInAs } from '../../support/apiServer';
import { renderWithProviders } from '../../support/renderWithProviders';

const DRAFT = {
  content: { homeSettings: { banner_title: 'Curls' }, services: [] },
  revision: 4,
  basedOn: 1,
  published: 1,
  restoredFrom: null,
  updatedAt: '2030-01-10T10:00:00.000Z',
  updatedBy: 'ana@example.com',
  changed: true,
};

const TOKYO: SalonSettings = { timeZone: 'Asia/Tokyo', timeZoneChosen: true };

const WAITING: ScheduledPublish = {
  id: 3,
  state: 'pending',
  publishAt: '2030-01-15T00:30:00.000Z',
  date: '2030-01-15',
  time: '09:30',
  timeZone: 'Asia/Tokyo',
  note: 'Spring prices',
  scheduledBy: 'ana@example.com',
  scheduledAt: '2030-01-10T10:00:00.000Z',
  failure: null,
  settledAt: null,
};

let schedule: ScheduledPublish | null;
let posted: unknown[];
let deletes: number;

beforeEach(() => {
  schedule = null;
  posted = [];
  deletes = 0;
  answerApiWith(
    http.get('*/api/admin/content/draft', () => HttpResponse.json({ data: DRAFT })),
    http.get('*/api/admin/settings', () => HttpResponse.json({ data: TOKYO })),
    http.get('*/api/admin/content/schedule', () => HttpResponse.json({ data: schedule })),
    http.post('*/api/admin/content/schedule', async ({ request }) => {
      const body = (await request.json()) as { date: string; time: string; note?: string };
      posted.push(body);
      if (body.time === '03:00') {
        const problem = 'That time has passed: it is 08:00 on Tue 15 Jan 2030 in Asia/Tokyo.';
        return HttpResponse.json({ message: problem, errors: { time: [problem] } }, { status: 422 });
      }
      schedule = { ...WAITING, date: body.date, time: body.time, note: body.note ?? null };
      return HttpResponse.json({ data: schedule }, { status: 201 });
    }),
    http.delete('*/api/admin/content/schedule', () => {
      deletes += 1;
      schedule = null;
      return new HttpResponse(null, { status: 204 });
    }),
  );
});

const bar = () =>
  renderWithProviders(<DraftBar page="/" here="/admin/website" onRefused={() => undefined} />, {
    route: '/admin/website',
  });

/** The wall clock in Tokyo (UTC+9, no summer time), as the time field shows it. */
const tokyo = (ms: number) => new Date(ms + 9 * 60 * 60_000).toISOString();

it('schedules the draft for a day and time on the salon’s clock, with the earliest minute filled in', async () => {
  const { user } = bar();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Schedule…' })).toBeEnabled());
  const opened = Date.now();
  await user.click(screen.getByRole('button', { name: 'Schedule…' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Publish your changes later?' });
  expect(dialog).toHaveTextContent('The draft as it is now goes on the site at that minute');
  const day = within(dialog).getByLabelText('Day');
  const time = within(dialog).getByLabelText('Time');
  expect(time).toHaveAccessibleDescription('On the salon’s clock: Asia/Tokyo.');
  // A minute and a little more from now, rounded up to the minute, in Tokyo.
  const earliest = [opened, Date.now()].map((now) => tokyo(Math.ceil((now + 80_000) / 60_000) * 60_000));
  expect(earliest.map((at) => at.slice(11, 16))).toContain((time as HTMLInputElement).value);
  expect(earliest.map((at) => at.slice(0, 10))).toContain((day as HTMLInputElement).value);

  await user.clear(day);
  await user.type(day, '2030-01-15');
  await user.clear(time);
  await user.type(time, '09:30');
  await user.type(within(dialog).getByLabelText('Note'), 'Spring prices');
  await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));

  await waitFor(() =>
    expect(posted).toEqual([{ date: '2030-01-15', time: '09:30', note: 'Spring prices', revision: 4 }]),
  );
  const line = await screen.findByText(/^Scheduled for /, { selector: 'strong' });
  expect(line).toHaveTextContent(/Jan 15/);
  expect(line).toHaveTextContent(/09:30/);
  expect(line).toHaveTextContent(/\(Asia\/Tokyo\)$/);
  expect(line.parentElement).toHaveTextContent('by ana@example.com: “Spring prices”');
  expect(screen.getByRole('button', { name: 'Cancel schedule' })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
});

it('says beside the time why the server refused it, and keeps the dialog open', async () => {
  const { user } = bar();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Schedule…' })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: 'Schedule…' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Publish your changes later?' });
  const time = within(dialog).getByLabelText('Time');
  await user.clear(time);
  await user.type(time, '03:00');
  await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
  await waitFor(() => expect(time).toHaveAttribute('aria-invalid', 'true'));
  expect(time).toHaveAccessibleDescription(/That time has passed: it is 08:00 on Tue 15 Jan 2030 in Asia\/Tokyo\./);
  expect(dialog).toBeVisible();
  expect(screen.queryByText(/^Scheduled for /)).not.toBeInTheDocument();
});

it('shows the time scheduled on a 24-hour clock, also in a language whose own clock has 12 hours', async () => {
  const BrowserFormat = Intl.DateTimeFormat;
  const american = jest
    .spyOn(Intl, 'DateTimeFormat')
    .mockImplementation((locales, options) => new BrowserFormat(locales ?? 'en-US', options));
  try {
    schedule = WAITING;
    bar();
    expect(await screen.findByText(/^Scheduled for /, { selector: 'strong' })).toHaveTextContent(
      'Scheduled for Tue, Jan 15, 09:30 (Asia/Tokyo)',
    );
  } finally {
    american.mockRestore();
  }
});

it('takes a note as long as the server keeps, publishing now or later', async () => {
  const { user } = bar();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Schedule…' })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: 'Publish…' }));
  const now = await screen.findByRole('alertdialog', { name: 'Publish your changes?' });
  expect(within(now).getByLabelText('Note')).toHaveAttribute('maxlength', String(NOTE_MAX));
  await user.click(within(now).getByRole('button', { name: 'Not yet' }));
  await user.click(screen.getByRole('button', { name: 'Schedule…' }));
  const later = await screen.findByRole('alertdialog', { name: 'Publish your changes later?' });
  expect(within(later).getByLabelText('Note')).toHaveAttribute('maxlength', String(NOTE_MAX));
});

it('cancels the publish waiting without asking, and warns that publishing by hand cancels it', async () => {
  schedule = WAITING;
  const { user } = bar();
  expect(await screen.findByText(/^Scheduled for /, { selector: 'strong' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Publish…' }));
  const publish = await screen.findByRole('alertdialog', { name: 'Publish your changes?' });
  expect(publish).toHaveTextContent(/The publish scheduled for .*Jan 15.* is cancelled/);
  await user.click(within(publish).getByRole('button', { name: 'Not yet' }));

  await user.click(screen.getByRole('button', { name: 'Cancel schedule' }));
  await waitFor(() => expect(screen.queryByText(/^Scheduled for /)).not.toBeInTheDocument());
  expect(deletes).toBe(1);
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

it('says why a scheduled publish failed, until it is dismissed, once however quickly clicked', async () => {
  schedule = {
    ...WAITING,
    state: 'failed',
    failure: 'One picture needs a description before publishing: Home page › Banner picture, left.',
    settledAt: '2030-01-15T00:30:00.000Z',
  };
  const { user } = bar();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(/did not happen, and nothing was published\. One picture needs a description/);
  // A double click: the second comes while the first is on its way, and sends nothing.
  await user.dblClick(within(alert).getByRole('button', { name: 'Dismiss' }));
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  expect(deletes).toBe(1);
});

it('puts the publish to come at the top of the history, and names who scheduled a version', async () => {
  schedule = WAITING;
  const versions: ContentVersion[] = [
    {
      id: 9,
      createdAt: '2030-01-01T09:00:00.000Z',
      source: 'publish',
      author: 'eli@example.com',
      note: null,
      restoredFrom: null,
      scheduledBy: 'eli@example.com',
    },
    {
      id: 8,
      createdAt: '2029-12-01T09:00:00.000Z',
      source: 'publish',
      author: 'ana@example.com',
      note: null,
      restoredFrom: null,
      scheduledBy: null,
    },
  ];
  server.use(http.get('*/api/admin/content/versions', () => HttpResponse.json({ data: versions })));
  const { user } = renderWithProviders(<VersionHistory />, { route: '/admin/website/history' });
  const coming = await screen.findByRole('heading', { name: /^Scheduled for .*\(Asia\/Tokyo\)$/ });
  const versionNine = await screen.findByRole('heading', { name: 'Version 9' });
  expect(coming.compareDocumentPosition(versionNine) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(versionNine.closest('li')).toHaveTextContent('Published as scheduled by eli@example.com');
  expect(screen.getByRole('heading', { name: 'Version 8' }).closest('li')).toHaveTextContent(
    'Published by ana@example.com',
  );
  await user.click(screen.getByRole('button', { name: 'Cancel schedule' }));
  await waitFor(() => expect(screen.queryByRole('heading', { name: /^Scheduled for / })).not.toBeInTheDocument());
  expect(deletes).toBe(1);
});

describe('the salon’s time zone on the account page', () => {
  const changes: unknown[] = [];
  const open = async (role: 'owner' | 'editor') => {
    changes.length = 0;
    server.use(
      ...signedInAs(role),
      http.get('*/api/admin/notifications', () =>
        HttpResponse.json({ data: { enabled: false, recipients: [], waiting: 0, lastError: null, lastSentAt: null } }),
      ),
      http.get('*/api/admin/passkeys', () =>
        HttpResponse.json({ data: { passkeys: [], required: false, recoveryCodesLeft: 0 } }),
      ),
      http.get('*/api/admin/messages/counts', () => HttpResponse.json({ data: { unread: 0, inbox: 0, archived: 0 } })),
      http.put('*/api/admin/settings', async ({ request }) => {
        const body = (await request.json()) as { timeZone: string };
        changes.push(body);
        return HttpResponse.json({ data: { timeZone: body.timeZone, timeZoneChosen: true } });
      }),
    );
    await loadPageAt('/admin/account');
    return renderWithProviders(undefined, { route: '/admin/account' });
  };

  it('lets an owner choose it from the zones', async () => {
    const { user } = await open('owner');
    const zone = await screen.findByLabelText('The salon’s time zone');
    expect(zone).toHaveValue('Asia/Tokyo');
    expect(within(zone).getByRole('option', { name: 'America/New York' })).toHaveValue('America/New_York');
    await user.selectOptions(zone, 'Europe/London');
    await user.click(screen.getByRole('button', { name: 'Save the time zone' }));
    expect(await screen.findByText('The salon’s time zone is Europe/London.')).toBeInTheDocument();
    expect(changes).toEqual([{ timeZone: 'Europe/London' }]);
  });

  it('shows it to an editor, who cannot change it', async () => {
    await open('editor');
    expect(await screen.findByText(/The salon’s clock: Asia\/Tokyo\./)).toBeInTheDocument();
    expect(screen.getByText('An owner can change it.')).toBeInTheDocument();
    expect(screen.queryByLabelText('The salon’s time zone')).not.toBeInTheDocument();
  });
});
