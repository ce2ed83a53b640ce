// The report's sections: the headline figures with their change, the booking funnel, the days
// (a chart with a table behind it), where visitors came from and on what, what they did, and how
// fast the pages were for them. Each figure has a line saying what it counts.
import type { ReactNode } from 'react';
import type { InsightsReport, InsightTotals, VitalName } from '../../../api/insightsContract';
import { VITALS } from '../../../api/insightsContract';
import { DayChart } from './DayChart';
import {
  ARROWS,
  CHANNEL_WORDS,
  DEVICE_WORDS,
  RATING_MARKERS,
  RATING_WORDS,
  VITAL_INFO,
  changeFrom,
  formatCount,
  formatShare,
  formatVital,
  funnelSteps,
  pageWords,
  sourceWords,
  startWords,
  vitalsRows,
} from './figures';
import { formatShortDay, previousWords } from './period';

interface SectionProps {
  report: InsightsReport;
}

/** A card of the dashboard with its heading and a line saying what it shows. */
function Card({
  title,
  about,
  children,
  wide,
}: {
  title: string;
  about: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <section
      className={wide ? 'insights-card insights-card--wide area-paper' : 'insights-card area-paper'}
      aria-label={title}
    >
      <h2 className="insights-card__title">{title}</h2>
      <p className="insights-card__about">{about}</p>
      {children}
    </section>
  );
}

interface TableProps {
  caption: string;
  head: string[];
  rows: ReactNode[][];
  empty: string;
}

/** A table that scrolls inside its card when a phone is too narrow for it, never the page. */
function Table({ caption, head, rows, empty }: TableProps) {
  if (rows.length === 0) return <p className="insights-empty-list">{empty}</p>;
  return (
    <div className="insights-table" role="region" aria-label={caption} tabIndex={0}>
      <table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {head.map((cell, i) => (
              <th key={cell} scope="col" className={i > 0 ? 'insights-table__number' : undefined}>
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={i} className="insights-table__number">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A card that is one table: the table is what the card shows. */
function TableCard({ title, about, ...table }: { title: string; about: ReactNode } & TableProps) {
  return (
    <Card title={title} about={about}>
      <Table {...table} />
    </Card>
  );
}

/** A further table in a card, under its own subtitle, which is also its caption. */
function SubTable({ about, ...table }: { about?: ReactNode } & TableProps) {
  return (
    <>
      <h3 className="insights-card__subtitle">{table.caption}</h3>
      {about && <p className="insights-card__about">{about}</p>}
      <Table {...table} />
    </>
  );
}

/** Visitors by one thing (where they came from, what they used), with their share of all visitors. */
function VisitorShares<T extends { visitors: number }>({
  caption,
  what,
  items,
  words,
  visitors,
}: {
  caption: string;
  what: string;
  items: T[];
  words: (item: T) => ReactNode;
  visitors: number;
}) {
  return (
    <Table
      caption={caption}
      head={[what, 'Visitors', 'Share']}
      rows={items.map((item) => [words(item), formatCount(item.visitors), formatShare(item.visitors, visitors) ?? '–'])}
      empty="No visitors in this period."
    />
  );
}

const HEADLINES: readonly { key: keyof InsightTotals; label: string; about: string }[] = [
  {
    key: 'visitors',
    label: 'Visitors',
    about: 'Different people who came, counted once a day each (so someone who came on two days counts twice).',
  },
  { key: 'pageViews', label: 'Page views', about: 'Pages opened, all visitors together.' },
  { key: 'booked', label: 'Bookings', about: 'Appointments made through the website’s booking calendar.' },
  { key: 'messages', label: 'Messages', about: 'Messages sent with the contact form.' },
];

/** The four headline figures, each with its change from the period before. */
export function Headlines({ report }: SectionProps) {
  const before = previousWords(report.period);
  return (
    <ul className="insights-headlines" aria-label="The period in figures">
      {HEADLINES.map((figure) => {
        const change = changeFrom(report.totals[figure.key], report.previousTotals[figure.key], before);
        return (
          <li key={figure.key} className="insights-figure area-paper area-paper--small">
            <p className="insights-figure__label">{figure.label}</p>
            <p className="insights-figure__value">{formatCount(report.totals[figure.key])}</p>
            <p className={`insights-change insights-change--${change.direction}`}>
              <span className="insights-change__arrow" aria-hidden="true">
                {ARROWS[change.direction]}
              </span>{' '}
              {change.words}
            </p>
            <p className="insights-figure__about">{figure.about}</p>
          </li>
        );
      })}
    </ul>
  );
}

/** Visitors → opened the booking → picked a time → booked, with the share at each step. */
export function Funnel({ report }: SectionProps) {
  const steps = funnelSteps(report.totals);
  const visitors = report.totals.visitors;
  return (
    <Card
      title="From visit to booking"
      about="How many visitors went on to book: each step counts the visitors who got that far."
    >
      <ol className="insights-funnel">
        {steps.map((step) => (
          <li key={step.key} className="insights-funnel__step">
            <div className="insights-funnel__text">
              <span className="insights-funnel__label">{step.label}</span>
              <span className="insights-funnel__count">{formatCount(step.count)}</span>
            </div>
            <div className="insights-funnel__bar" aria-hidden="true">
              <span style={{ width: `${visitors > 0 ? Math.min(100, (step.count / visitors) * 100) : 0}%` }} />
            </div>
            <p className="insights-funnel__share">
              {step.shareWords && <strong>{step.shareWords}. </strong>}
              {step.explanation}
            </p>
          </li>
        ))}
      </ol>
    </Card>
  );
}

/** The period's days: a chart, and the same figures as a table. */
export function Days({ report }: SectionProps) {
  const several = report.days.length > 1;
  return (
    <Card title="Day by day" about="Visitors, page views and bookings on each day of the period." wide>
      {several ? (
        <DayChart days={report.days} />
      ) : (
        <p className="insights-empty-list">
          The chart needs more than one day: choose the last 7 or 30 days to see one.
        </p>
      )}
      <details className="insights-disclosure" open={!several || undefined}>
        <summary>Show the days as a table</summary>
        <Table
          caption="Each day of the period"
          head={['Day', 'Visitors', 'Page views', 'Opened the booking', 'Bookings', 'Messages']}
          rows={report.days.map((day) => [
            formatShortDay(day.date),
            formatCount(day.visitors),
            formatCount(day.pageViews),
            formatCount(day.bookingOpened),
            formatCount(day.booked),
            formatCount(day.messages),
          ])}
          empty="No days in this period."
        />
      </details>
    </Card>
  );
}

export function TopPages({ report }: SectionProps) {
  return (
    <TableCard
      title="Pages people looked at"
      about="The website’s pages, most viewed first."
      caption="Pages, most viewed first"
      head={['Page', 'Views', 'Visitors']}
      rows={report.topPages.map((page) => [pageWords(page.path), formatCount(page.views), formatCount(page.visitors)])}
      empty="No pages were viewed in this period."
    />
  );
}

export function Sources({ report }: SectionProps) {
  return (
    <Card
      title="Where visitors came from"
      about="The website that sent each visitor here. “Came straight in” means they typed the address, used a bookmark, or came from an app that does not say."
    >
      <VisitorShares
        caption="Visitors by where they came from"
        what="Came from"
        items={report.sources}
        words={(source) => sourceWords(source.source)}
        visitors={report.totals.visitors}
      />
      <SubTable
        caption="Campaigns"
        about="Visitors who came through a link you tagged for a campaign (a flyer’s link, an Instagram post), with its utm_source, utm_medium and utm_campaign."
        head={['Campaign', 'Source', 'Medium', 'Visitors']}
        rows={report.campaigns.map((c) => [
          c.campaign || '(no name)',
          c.source || '–',
          c.medium || '–',
          formatCount(c.visitors),
        ])}
        empty="No visitor came through a campaign’s link in this period."
      />
    </Card>
  );
}

export function Devices({ report }: SectionProps) {
  return (
    <Card
      title="Phones and computers"
      about="What visitors used: a phone, a tablet or a computer (told apart by the screen’s width), and which browser."
    >
      <VisitorShares
        caption="Devices"
        what="Device"
        items={report.devices}
        words={(d) => DEVICE_WORDS[d.device]}
        visitors={report.totals.visitors}
      />
      <SubTable
        caption="Browsers"
        head={['Browser', 'Visitors']}
        rows={report.browsers.map((b) => [b.browser || 'Other', formatCount(b.visitors)])}
        empty="No visitors in this period."
      />
    </Card>
  );
}

export function BookingStarts({ report }: SectionProps) {
  return (
    <TableCard
      title="Where bookings start"
      about="Which button visitors pressed to open the booking calendar, and on which page."
      caption="Buttons that opened the booking"
      head={['Button', 'Page', 'Opened']}
      rows={report.bookingStarts.map((start) => [
        startWords(start.from),
        pageWords(start.path),
        formatCount(start.opened),
      ])}
      empty="Nobody opened the booking in this period."
    />
  );
}

export function Interest({ report }: SectionProps) {
  return (
    <Card
      title="Catalogues, products and links out"
      about="What visitors opened on the products page, and the links they followed to your social pages, phone or WhatsApp."
    >
      <SubTable
        caption="Catalogues"
        head={['Catalogue', 'Opened', 'Downloaded']}
        rows={report.catalogues.map((c) => [c.catalogue, formatCount(c.opened), formatCount(c.downloaded)])}
        empty="No catalogue was opened in this period."
      />
      <SubTable
        caption="Products"
        head={['Product', 'Opened']}
        rows={report.products.map((p) => [p.product, formatCount(p.opened)])}
        empty="No product was opened in this period."
      />
      <SubTable
        caption="Clicks out"
        head={['To', 'Clicks']}
        rows={report.outbound.map((o) => [CHANNEL_WORDS[o.channel], formatCount(o.clicks)])}
        empty="Nobody followed a link out in this period."
      />
    </Card>
  );
}

function Measure({ entry, metric }: { entry: InsightsReport['vitals'][number] | undefined; metric: VitalName }) {
  if (!entry) return <span className="insights-vital insights-vital--none">not measured</span>;
  return (
    <span className={`insights-vital insights-vital--${entry.rating}`}>
      <span className="insights-vital__value">{formatVital(metric, entry.p75)}</span>
      <span className="insights-vital__rating">
        <span className="insights-vital__marker" aria-hidden="true">
          {RATING_MARKERS[entry.rating]}
        </span>{' '}
        {RATING_WORDS[entry.rating]}
      </span>
    </span>
  );
}

export function Speed({ report }: SectionProps) {
  const rows = vitalsRows(report.vitals);
  return (
    <Card
      title="How fast the pages were for real visitors"
      about="Measured in visitors’ own browsers. Each figure is what 3 visits in 4 got or bettered (the 75th percentile), rated against Google’s thresholds."
      wide
    >
      <dl className="insights-measures">
        {VITALS.map((metric) => (
          <div key={metric}>
            <dt>{VITAL_INFO[metric].title}</dt>
            <dd>{VITAL_INFO[metric].meaning}</dd>
          </div>
        ))}
      </dl>
      {rows.length === 0 ? (
        <p className="insights-empty-list">No visit was measured in this period yet.</p>
      ) : (
        <ul className="insights-speed">
          {rows.map((row) => {
            const samples = Math.max(...Object.values(row.measures).map((m) => m.samples));
            const where = `${pageWords(row.path)} on ${DEVICE_WORDS[row.device].toLowerCase()}`;
            return (
              <li key={`${row.path} ${row.device}`} className="insights-speed__page">
                <h3 className="insights-speed__title">{pageWords(row.path)}</h3>
                <p className="insights-speed__detail">
                  {DEVICE_WORDS[row.device]} · {formatCount(samples)} {samples === 1 ? 'visit' : 'visits'} measured
                </p>
                <Table
                  caption={`Speed of ${where}`}
                  head={['Measure', '75th percentile']}
                  rows={VITALS.map((metric) => [
                    VITAL_INFO[metric].title,
                    <Measure key={metric} entry={row.measures[metric]} metric={metric} />,
                  ])}
                  empty=""
                />
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
