// The activity log as a list, newest first: when, what happened (and to what), who and from where.
import type { ActivityEntry } from '../../api/adminContract';
import { Pager } from '../../ui/Pager';
import { formatDateTime } from '../../ui/formatDateTime';
import { OutsideText } from '../../ui/OutsideText';
import { paths } from '../../paths';
import { useGetActivityQuery } from './activityApi';
import { activitySentence, isWarning } from './activitySentence';
import './ActivityLog.css';

function Entry({ entry }: { entry: ActivityEntry }) {
  return (
    <li className={isWarning(entry) ? 'activity-entry activity-entry--warning' : 'activity-entry'}>
      <time className="activity-entry__time" dateTime={entry.at}>
        {formatDateTime(entry.at)}
      </time>
      <p className="activity-entry__what">
        {activitySentence(entry)}
        {entry.detail && (
          <span className="activity-entry__detail">
            : <OutsideText text={entry.detail} />
          </span>
        )}
      </p>
      <p className="activity-entry__who">
        {entry.account !== null ? <OutsideText text={entry.account} /> : 'Unknown account'}
        {entry.address && (
          <span>
            {' '}
            · from <OutsideText text={entry.address} />
          </span>
        )}
      </p>
    </li>
  );
}

export function ActivityLog({ page }: { page: number }) {
  const { data, isFetching } = useGetActivityQuery(page, { refetchOnMountOrArgChange: true });
  const hrefFor = (n: number) => (n > 1 ? `${paths.adminActivity}?page=${n}` : paths.adminActivity);
  return (
    <>
      <section
        className={isFetching ? 'activity activity--updating area-paper' : 'activity area-paper'}
        aria-label="Activity, newest first"
        aria-busy={isFetching || undefined}
      >
        {!data && <p className="activity__empty">Loading the activity…</p>}
        {data?.data.length === 0 && <p className="activity__empty">Nothing has happened yet.</p>}
        {data && data.data.length > 0 && (
          <ol className="activity__list">
            {data.data.map((entry) => (
              <Entry key={entry.id} entry={entry} />
            ))}
          </ol>
        )}
      </section>
      {data && <Pager page={data.current_page} lastPage={data.last_page} hrefFor={hrefFor} label="Pages of activity" />}
    </>
  );
}
