// Above every screen of the editor: whether visitors see the draft yet, where the typing stands, the
// publish scheduled, and what can be done with the draft (preview the page, publish it with a note now
// or at a set time, discard it).
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ApiError } from '../../api/baseQuery';
import { useGetSalonSettingsQuery } from '../../api/salonSettingsApi';
import { useAppDispatch, useAppSelector, useAppStore } from '../../state/hooks';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { errorsByEntity, saveEdits } from './autosave';
import {
  editorApi,
  useCancelScheduleMutation,
  useDiscardDraftMutation,
  useGetDraftQuery,
  useGetScheduleQuery,
  usePublishDraftMutation,
  useSchedulePublishMutation,
} from './editorApi';
import { draftReplaced, publishRefused, selectEditor, unsavedEntities } from './editorSlice';
import { previewUrl } from './previewUrl';
import { PublishDialog } from './PublishDialog';
import { SaveStatus } from './SaveStatus';
import { ScheduleDialog, type ScheduleChoice, type ScheduleDialogProps } from './ScheduleDialog';
import { ScheduleStatus } from './ScheduleStatus';
import { scheduledWhen } from './scheduleTime';

/** While a publish waits, how often the bar asks whether it has happened. */
const SCHEDULE_POLL_MS = 30_000;

/** A refusal's messages by field: the date, time and note are the dialog's, the rest the content's. */
const FORM_FIELDS = ['date', 'time', 'note'];

export interface DraftBarProps {
  /** The page of the site the preview opens. */
  page: string;
  /** The address the editor shows now, where a notice is shown after publishing or discarding. */
  here: string;
  /** Called with the server's messages when a publish is refused, by field ("services.2.price"); empty once settled. */
  onRefused: (errors: Record<string, string[]>) => void;
}

export function DraftBar({ page, here, onRefused }: DraftBarProps) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const { data: draft } = useGetDraftQuery();
  const unsaved = useAppSelector((state) => unsavedEntities(selectEditor(state)).length > 0);
  const [publish, { isLoading: publishing }] = usePublishDraftMutation();
  const [schedulePublish, { isLoading: scheduling }] = useSchedulePublishMutation();
  const [cancelSchedule, { isLoading: cancelling }] = useCancelScheduleMutation();
  const [discard, { isLoading: discarding }] = useDiscardDraftMutation();
  const [dialog, setDialog] = useState<'publish' | 'schedule' | 'discard' | null>(null);
  const [publishProblem, setPublishProblem] = useState<string | null>(null);
  const [scheduleProblems, setScheduleProblems] = useState<ScheduleDialogProps['problems']>({});
  const { data: settings } = useGetSalonSettingsQuery();
  // While a publish waits, the bar asks now and then whether it has happened (getSchedule then reloads the draft).
  const known = editorApi.endpoints.getSchedule.useQueryState().data;
  const { data: schedule } = useGetScheduleQuery(undefined, {
    refetchOnMountOrArgChange: true,
    pollingInterval: known?.state === 'pending' ? SCHEDULE_POLL_MS : 0,
  });
  const waiting = schedule?.state === 'pending' ? schedule : null;

  const changed = Boolean(draft?.changed) || unsaved;

  /** Saves what is typed, then sends the draft's revision along: what is published is what is shown. */
  const savedRevision = async (): Promise<number | null> => {
    if (!(await dispatch(saveEdits()))) return null;
    return selectEditor(store.getState()).revision;
  };

  /** A refusal: the content's fields go beside them (the dialog closes); the rest is the dialog's to say. */
  const refused = (error: ApiError): Record<string, string[]> | null => {
    const errors = (error.data as { errors?: Record<string, string[]> } | undefined)?.errors ?? {};
    if (error.status === 422 && !Object.keys(errors).some((field) => FORM_FIELDS.includes(field))) {
      dispatch(publishRefused(errorsByEntity(errors)));
      setDialog(null);
      onRefused(errors);
      return null;
    }
    return errors;
  };

  const notUnsaved = 'Some changes are not saved yet: see the line under “Publish”, then try again.';

  const onPublish = async (note: string) => {
    setPublishProblem(null);
    const revision = await savedRevision();
    if (revision === null) {
      setPublishProblem(notUnsaved);
      return;
    }
    const result = await publish({ note: note.trim() || undefined, revision });
    if ('data' in result && result.data) {
      setDialog(null);
      onRefused({});
      void navigate(here, {
        replace: true,
        state: { notice: `Published as version ${result.data.data.id}. Visitors see the changes now.` },
      });
      return;
    }
    const errors = refused(result.error as ApiError);
    if (errors) setPublishProblem(errors.note?.join(' ') ?? (result.error as ApiError).message);
  };

  const onSchedule = async ({ date, time, note }: ScheduleChoice) => {
    setScheduleProblems({});
    const revision = await savedRevision();
    if (revision === null) {
      setScheduleProblems({ other: notUnsaved });
      return;
    }
    const result = await schedulePublish({ date, time, note: note.trim() || undefined, revision });
    if ('data' in result && result.data) {
      setDialog(null);
      onRefused({});
      void navigate(here, {
        replace: true,
        state: {
          notice: `Scheduled for ${scheduledWhen(result.data.data)}. Until then, visitors see the site as it is.`,
        },
      });
      return;
    }
    const errors = refused(result.error as ApiError);
    if (!errors) return;
    const { date: onDate, time: onTime, note: onNote } = errors;
    const other = onDate || onTime || onNote ? undefined : (result.error as ApiError).message;
    setScheduleProblems({ date: onDate, time: onTime, note: onNote, other });
  };

  const onDiscard = async () => {
    const result = await discard();
    if (!('data' in result && result.data)) return;
    await dispatch(editorApi.util.upsertQueryData('getDraft', undefined, result.data.data));
    dispatch(draftReplaced(result.data.data));
    setDialog(null);
    onRefused({});
    void navigate(here, {
      replace: true,
      state: { notice: 'The draft is discarded: the editor shows what visitors see.' },
    });
  };

  return (
    <section className="draft-bar" aria-label="Your draft">
      <div className="draft-bar__where">
        <p className={changed ? 'draft-bar__state draft-bar__state--changed' : 'draft-bar__state'}>
          {changed ? 'Unpublished changes' : 'No unpublished changes'}
        </p>
        <SaveStatus />
        {schedule && <ScheduleStatus schedule={schedule} busy={cancelling} onCancel={() => void cancelSchedule()} />}
      </div>
      <div className="draft-bar__actions area-actions">
        <a
          className="button button--ghost"
          href={previewUrl(page)}
          target="_blank"
          rel="noopener"
          aria-label="Preview your draft (opens in a new tab)"
        >
          Preview
        </a>
        <button
          type="button"
          className="button button--accent"
          disabled={!changed}
          onClick={() => setDialog('publish')}
        >
          Publish…
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={!changed}
          onClick={() => setDialog('schedule')}
        >
          Schedule…
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={!draft || (draft.revision === 0 && !unsaved)}
          onClick={() => setDialog('discard')}
        >
          Discard draft
        </button>
      </div>
      <PublishDialog
        open={dialog === 'publish'}
        busy={publishing}
        problem={publishProblem}
        scheduled={waiting && scheduledWhen(waiting)}
        onPublish={(note) => void onPublish(note)}
        onClose={() => {
          setDialog(null);
          setPublishProblem(null);
        }}
      />
      <ScheduleDialog
        open={dialog === 'schedule'}
        busy={scheduling}
        settings={settings}
        problems={scheduleProblems}
        replacing={waiting && scheduledWhen(waiting)}
        onSchedule={(choice) => void onSchedule(choice)}
        onClose={() => {
          setDialog(null);
          setScheduleProblems({});
        }}
      />
      <ConfirmDialog
        open={dialog === 'discard'}
        title="Discard the draft?"
        confirmLabel="Discard draft"
        cancelLabel="Keep the draft"
        busy={discarding}
        onConfirm={() => void onDiscard()}
        onClose={() => setDialog(null)}
      >
        <p>
          Every change not yet published is dropped, on every screen, and the editor shows what visitors see. Published
          versions stay in the history.
        </p>
        {waiting && (
          <p>
            The publish scheduled for {scheduledWhen(waiting)} still happens: it keeps the draft as it was when
            scheduled. Cancel it too if that is not wanted.
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
}
