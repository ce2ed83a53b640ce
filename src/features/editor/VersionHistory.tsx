// The published versions, newest first: who made each, when, how (by hand or as scheduled), with their
// note; above them, the publish scheduled to come. Each can be previewed as it was, and restored into
// the draft (the versions after it stay in the history).
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ApiError } from '../../api/baseQuery';
import type { ContentVersion, ScheduledPublish } from '../../api/adminContract';
import { adminWebsitePath } from '../../paths';
import { useAppDispatch } from '../../state/hooks';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { formatDateTime } from '../../ui/formatDateTime';
import {
  editorApi,
  useCancelScheduleMutation,
  useGetDraftQuery,
  useGetScheduleQuery,
  useGetVersionsQuery,
  useRestoreVersionMutation,
  VERSIONS_PAGE_SIZE,
} from './editorApi';
import { draftReplaced } from './editorSlice';
import { previewUrl } from './previewUrl';
import { scheduledWhen } from './scheduleTime';
import { HISTORY_SCREEN } from './screens';

const historyPath = adminWebsitePath(HISTORY_SCREEN);

/** How a version came to be, when no one published it from the editor. */
function origin(version: ContentVersion): string {
  const by = version.author ? ` by ${version.author}` : '';
  switch (version.source) {
    case 'publish':
      return version.scheduledBy ? `Published as scheduled by ${version.scheduledBy}` : `Published${by}`;
    case 'import':
      return `Imported from a file${by}`;
    case 'seed':
      return 'The first content of the site';
    default:
      return 'Carried over when the site’s storage was upgraded';
  }
}

function Version({ version, live, onRestore }: { version: ContentVersion; live: boolean; onRestore: () => void }) {
  return (
    <li className="version">
      <div className="version__head">
        <h3 className="version__title">Version {version.id}</h3>
        {live && <span className="version__live">On the site now</span>}
      </div>
      <p className="version__facts">
        <time dateTime={version.createdAt}>{formatDateTime(version.createdAt)}</time> · {origin(version)}
        {version.restoredFrom !== null && ` · restored from version ${version.restoredFrom}`}
      </p>
      {version.note && <p className="version__note">{version.note}</p>}
      <div className="version__actions">
        <a
          className="button button--ghost"
          href={previewUrl('/', version.id)}
          target="_blank"
          rel="noopener"
          aria-label={`Preview version ${version.id} (opens in a new tab)`}
        >
          Preview
        </a>
        <button
          type="button"
          className="button button--ghost"
          onClick={onRestore}
          aria-label={`Restore into the draft: version ${version.id}`}
        >
          Restore into the draft
        </button>
      </div>
    </li>
  );
}

/** The publish to come, at the top of the history: when, by whom, its note; cancelled in one click. */
function Scheduled({ schedule }: { schedule: ScheduledPublish }) {
  const [cancel, { isLoading: cancelling }] = useCancelScheduleMutation();
  return (
    <div className="version version--scheduled">
      <div className="version__head">
        <h3 className="version__title">Scheduled for {scheduledWhen(schedule)}</h3>
        <span className="version__live">Not on the site yet</span>
      </div>
      <p className="version__facts">
        Scheduled by {schedule.scheduledBy} on{' '}
        <time dateTime={schedule.scheduledAt}>{formatDateTime(schedule.scheduledAt)}</time> · the draft as it was then
      </p>
      {schedule.note && <p className="version__note">{schedule.note}</p>}
      <div className="version__actions">
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            if (!cancelling) void cancel();
          }}
          aria-disabled={cancelling || undefined}
        >
          Cancel schedule
        </button>
      </div>
    </div>
  );
}

export function VersionHistory({ before }: { before?: number }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { data: versions, isFetching } = useGetVersionsQuery(before, { refetchOnMountOrArgChange: true });
  const { data: draft } = useGetDraftQuery();
  const { data: schedule } = useGetScheduleQuery();
  const [restore, { isLoading: restoring }] = useRestoreVersionMutation();
  const [restoringId, setRestoringId] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const onRestore = async (id: number) => {
    setProblem(null);
    const result = await restore(id);
    if (!('data' in result && result.data)) {
      setProblem((result.error as ApiError).message);
      return;
    }
    await dispatch(editorApi.util.upsertQueryData('getDraft', undefined, result.data.data));
    dispatch(draftReplaced(result.data.data));
    void navigate(adminWebsitePath(), {
      state: { notice: `Version ${id} is now your draft. Look it over, then publish it to put it back on the site.` },
    });
  };

  const last = versions?.at(-1);
  // A full page may have older versions after it.
  const more = versions?.length === VERSIONS_PAGE_SIZE;
  return (
    <section className="history" aria-labelledby="history-title" aria-busy={isFetching || undefined}>
      <h2 id="history-title" className="history__title">
        Published versions
      </h2>
      <p className="history__lead">
        Newest first. Each publish keeps one. Restoring a version makes it your draft; no version is ever removed.
      </p>
      {schedule?.state === 'pending' && before === undefined && <Scheduled schedule={schedule} />}
      {!versions && <p className="history__empty">Loading the history…</p>}
      {versions?.length === 0 && <p className="history__empty">Nothing has been published yet.</p>}
      {versions && versions.length > 0 && (
        <ol className="history__list">
          {versions.map((version) => (
            <Version
              key={version.id}
              version={version}
              live={version.id === draft?.published}
              onRestore={() => setRestoringId(version.id)}
            />
          ))}
        </ol>
      )}
      {(before !== undefined || more) && (
        <nav className="history__pager" aria-label="Pages of versions">
          {before !== undefined && (
            <Link to={historyPath} className="button button--ghost" rel="prev">
              Newest
            </Link>
          )}
          {last && more && (
            <Link to={`${historyPath}?before=${last.id}`} className="button button--ghost" rel="next">
              Older
            </Link>
          )}
        </nav>
      )}
      <ConfirmDialog
        open={restoringId !== null}
        title={`Restore version ${restoringId ?? ''} into the draft?`}
        confirmLabel={restoring ? 'Restoring…' : 'Restore into the draft'}
        cancelLabel="Keep my draft"
        busy={restoring}
        onConfirm={() => {
          if (restoringId !== null) void onRestore(restoringId);
        }}
        onClose={() => {
          setRestoringId(null);
          setProblem(null);
        }}
      >
        <p>
          Your draft becomes this version, and its unpublished changes are replaced. Visitors keep seeing the site as it
          is until you publish. The versions after it stay in the history.
        </p>
        {problem && (
          <p className="form-field__error" role="alert">
            {problem}
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
}
