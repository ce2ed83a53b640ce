// The weekly report's email: a plain HTML part (one column of tables up to 600 px wide, inline styles
// only, no pictures, no scripts) and a text part with the same figures. Page paths and sources are
// text from visitors: each is stripped of invisible and control characters, cut short, escaped, and
// drawn isolated (<bdi>), so none can add markup, a line, a header or a change of direction.
import { stripInvisible } from '../../../src/api/model/invisibleText';
import type { VitalName, VitalRating } from '../../../src/api/insightsContract';
import { escapeHtml } from '../../lib/html';
import type { OutgoingMail } from '../../lib/mailQueue';
import { changeFrom, formatCount, type WeeklyFigures } from './figures';

export interface MailLinks {
  /** The site's host, as the email names it. */
  host: string;
  /** The dashboard showing the same week. */
  dashboard: string;
  /** The account page, where the report is turned on and off. */
  account: string;
  /** Unsubscribes in one click (RFC 8058), without signing in. */
  unsubscribe: string;
}

/** Characters of a visitor's text shown at most. */
const SHOWN_CHARACTERS = 60;

/** Text from outside as one short, visible line. */
function outsideText(text: string): string {
  const line = stripInvisible(text).replace(/\s+/g, ' ').trim();
  const characters = [...line];
  return characters.length > SHOWN_CHARACTERS ? `${characters.slice(0, SHOWN_CHARACTERS - 1).join('')}…` : line;
}

const days = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const year = (day: string) => day.slice(0, 4);

/** "Monday 2 March to Sunday 8 March 2026". */
function weekWords(week: { from: string; to: string }): string {
  const from = days.format(new Date(`${week.from}T12:00:00Z`)).replace(',', '');
  const to = days.format(new Date(`${week.to}T12:00:00Z`)).replace(',', '');
  return year(week.from) === year(week.to)
    ? `${from} to ${to} ${year(week.to)}`
    : `${from} ${year(week.from)} to ${to} ${year(week.to)}`;
}

const VITAL_WORDS: Record<VitalName, string> = {
  LCP: 'Main content shown (LCP)',
  INP: 'Reaction to taps (INP)',
  CLS: 'Steadiness (CLS)',
  TTFB: 'Server answer (TTFB)',
};
const RATING_WORDS: Record<VitalRating, string> = {
  good: 'good',
  'needs-improvement': 'needs improvement',
  poor: 'poor',
};

/** A measure as the dashboard writes it: "1.8 s", "140 ms", "0.05". */
function vital(metric: VitalName, value: number): string {
  if (metric === 'CLS') return value.toFixed(2);
  return value < 1000 ? `${Math.round(value)} ms` : `${(value / 1000).toFixed(1)} s`;
}

/** A table of the email: its heading, its columns and rows (each cell: text, and whether it came from outside). */
interface Section {
  heading: string;
  head: string[];
  rows: Array<Array<{ text: string; outside?: boolean }>>;
  empty: string;
  /** A row as a line of the text part. */
  line: (cells: string[]) => string;
}

/** "/about: 40 (the week before: 31)" */
const listedLine = (cells: string[]) => `${cells[0]}: ${cells[1]} (the week before: ${cells[2]})`;

function sections(figures: WeeklyFigures): Section[] {
  const listed = (entries: WeeklyFigures['pages'], words: (name: string) => string) =>
    entries.map((entry) => [
      { text: words(entry.name), outside: true },
      { text: formatCount(entry.current) },
      { text: entry.previous === null ? 'not in the list' : formatCount(entry.previous) },
    ]);
  return [
    {
      heading: 'The week in figures',
      head: ['', 'This week', 'Against the week before'],
      rows: figures.counts.map((count) => [
        { text: count.label },
        { text: formatCount(count.current) },
        { text: changeFrom(count.current, count.previous).words },
      ]),
      empty: '',
      line: (cells) => `${cells[0]}: ${cells[1]}, ${cells[2]}`,
    },
    {
      heading: 'Pages viewed most',
      head: ['Page', 'Views', 'The week before'],
      rows: listed(figures.pages, (path) => (path === '/' ? '/ (home page)' : path)),
      empty: 'No page was viewed this week.',
      line: listedLine,
    },
    {
      heading: 'Where visitors came from',
      head: ['Came from', 'Visitors', 'The week before'],
      rows: listed(figures.sources, (source) => (source === '' ? 'Came straight in' : source)),
      empty: 'No visitor this week.',
      line: listedLine,
    },
    {
      heading: 'How fast the pages were for real visitors',
      head: ['Measure', '3 visits in 4 got or bettered', 'The week before'],
      rows: figures.speed.map((entry) => [
        { text: VITAL_WORDS[entry.metric] },
        { text: `${vital(entry.metric, entry.p75)}, ${RATING_WORDS[entry.rating]}` },
        {
          text: entry.previous
            ? `${vital(entry.metric, entry.previous.p75)}, ${RATING_WORDS[entry.previous.rating]}`
            : 'not measured',
        },
      ]),
      empty: 'No visit was measured this week.',
      line: listedLine,
    },
  ];
}

const visitorsWords = (figures: WeeklyFigures) => {
  const visitors = figures.counts[0]!;
  return `${formatCount(visitors.current)} ${visitors.unit[visitors.current === 1 ? 0 : 1]}`;
};

function introLines(figures: WeeklyFigures): string[] {
  return [
    `${weekWords(figures.week)}, against the week before (${weekWords(figures.previousWeek)}).`,
    ...(figures.collecting ? [] : ['The visit counter is off on this server (ANALYTICS=off): visits are not counted.']),
  ];
}

function text(figures: WeeklyFigures, links: MailLinks, title: string): string {
  const lines = [title, '', ...introLines(figures), ''];
  for (const section of sections(figures)) {
    lines.push(section.heading, '-'.repeat(section.heading.length));
    if (section.rows.length === 0) lines.push(section.empty);
    for (const row of section.rows) {
      lines.push(section.line(row.map((cell) => (cell.outside ? outsideText(cell.text) : cell.text))));
    }
    lines.push('');
  }
  lines.push(
    `The full report: ${links.dashboard}`,
    '',
    `You get this email because you asked for a weekly report on your account at ${links.host}.`,
    `Stop it: ${links.unsubscribe} (one click), or on your account page: ${links.account}`,
  );
  return `${lines.join('\n')}\n`;
}

const FONT = "font-family:Georgia,'Times New Roman',serif";
const TEXT = 'font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#2b2420';
const CELL = 'padding:6px 8px;border-bottom:1px solid #e6ddd0;text-align:left;vertical-align:top';
const LINK = 'color:#2f5d46';

function tableHtml(section: Section): string {
  const cell = (c: { text: string; outside?: boolean }, tag: 'th' | 'td', scope = '') =>
    `<${tag}${scope} style="${CELL};${c.outside ? 'word-break:break-all;' : ''}${tag === 'th' ? 'font-weight:bold' : ''}">` +
    `${c.outside ? `<bdi>${escapeHtml(outsideText(c.text))}</bdi>` : escapeHtml(c.text)}</${tag}>`;
  const heading = `<h2 style="${FONT};font-size:19px;font-weight:normal;margin:28px 0 8px;color:#2f5d46">${escapeHtml(section.heading)}</h2>`;
  if (section.rows.length === 0) return `${heading}<p style="${TEXT};margin:0">${escapeHtml(section.empty)}</p>`;
  const head = section.head.map((name) => cell({ text: name }, 'th', ' scope="col"')).join('');
  const rows = section.rows
    .map(
      ([first, ...rest]) => `<tr>${cell(first!, 'th', ' scope="row"')}${rest.map((c) => cell(c, 'td')).join('')}</tr>`,
    )
    .join('');
  return `${heading}<table style="${TEXT};width:100%;border-collapse:collapse"><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`;
}

function html(figures: WeeklyFigures, links: MailLinks, title: string): string {
  const paragraph = (inner: string, small = false) =>
    `<p style="${TEXT};margin:0 0 12px${small ? ';font-size:13px' : ''}">${inner}</p>`;
  const a = (href: string, words: string) => `<a href="${escapeHtml(href)}" style="${LINK}">${escapeHtml(words)}</a>`;
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f6f1e9">',
    '<table role="presentation" style="width:100%;border-collapse:collapse;background:#f6f1e9"><tr><td style="padding:24px 12px">',
    '<table role="presentation" style="width:100%;max-width:600px;margin:0 auto;border-collapse:collapse;background:#fffdf9"><tr><td style="padding:24px">',
    `<h1 style="${FONT};font-size:26px;font-weight:normal;margin:0 0 12px;color:#2b2420">${escapeHtml(title)}</h1>`,
    ...introLines(figures).map((line) => paragraph(escapeHtml(line))),
    ...sections(figures).map(tableHtml),
    `<p style="${TEXT};margin:28px 0 12px">${a(links.dashboard, 'Open the full report')}</p>`,
    paragraph(
      `You get this email because you asked for a weekly report on your account at ${escapeHtml(links.host)}. ` +
        `${a(links.unsubscribe, 'Unsubscribe')} in one click, or untick it on ${a(links.account, 'your account page')}.`,
      true,
    ),
    '</td></tr></table>',
    '</td></tr></table>',
    '</body>',
    '</html>',
  ].join('\n');
}

/** The email of a week's report to `to`. */
export function weeklyMail(figures: WeeklyFigures, links: MailLinks, to: string): OutgoingMail {
  const visitors = figures.counts[0]!;
  const title = `Your week at ${outsideText(links.host)}`;
  const change = changeFrom(visitors.current, visitors.previous).short;
  return {
    to: [to],
    subject: `${title}: ${visitorsWords(figures)} (${change})`,
    text: text(figures, links, title),
    html: html(figures, links, title),
    headers: {
      // RFC 8058: the mail program offers its own Unsubscribe button, which posts to the link.
      'List-Unsubscribe': `<${links.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
