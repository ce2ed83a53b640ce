// The website editor: the draft's bar, the screens, and the chosen screen's forms or the history.
// Typing is saved to the draft as it pauses; leaving with changes the draft does not hold asks first.
import { useState } from 'react';
import { Link } from 'react-router';
import { adminWebsitePath, paths } from '../../paths';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DraftBar } from './DraftBar';
import { useGetDraftQuery } from './editorApi';
import { PublishProblems } from './PublishProblems';
import { ScreenEditor } from './ScreenEditor';
import { ScreenNav } from './ScreenNav';
import { HISTORY_SCREEN, screenOf } from './screens';
import { useAutosave } from './useAutosave';
import { useLeaveGuard } from './useLeaveGuard';
import { VersionHistory } from './VersionHistory';
import './Editor.css';

const EDITOR = paths.adminWebsite.replace('/:screen?', '');
const inEditor = (pathname: string) => pathname === EDITOR || pathname.startsWith(`${EDITOR}/`);

export interface WebsiteEditorProps {
  /** The address segment: a screen's key, the history, or none (the first screen). */
  screenKey: string | undefined;
  /** With the history: the versions before this id. */
  before?: number;
  /** What was just done (published, discarded, restored). */
  notice?: string;
  /** The address shown now. */
  here: string;
}

export function WebsiteEditor({ screenKey, before, notice, here }: WebsiteEditorProps) {
  const { data: draft, isError } = useGetDraftQuery(undefined, { refetchOnMountOrArgChange: true });
  const [refused, setRefused] = useState<Record<string, string[]>>({});
  useAutosave();
  const guard = useLeaveGuard(inEditor);
  const history = screenKey === HISTORY_SCREEN;
  const screen = history ? undefined : screenOf(screenKey);

  return (
    <div className="website-editor">
      <p className="area-notice" role="status">
        {notice}
      </p>
      <DraftBar page={screen?.page ?? paths.home} here={here} onRefused={setRefused} />
      <PublishProblems errors={refused} />
      <ScreenNav current={history ? HISTORY_SCREEN : (screen?.key ?? '')} />
      {history && <VersionHistory before={before} />}
      {!history && !screen && (
        <div className="area-card">
          <p>The website has no such part.</p>
          <Link to={adminWebsitePath()}>Edit the home page</Link>
        </div>
      )}
      {screen && (
        <section className="screen" aria-labelledby="screen-title">
          {/* The screens' pills show where the owner is; each form's legend is the visible heading. */}
          <h2 id="screen-title" className="visually-hidden">
            {screen.label}
          </h2>
          {draft && <ScreenEditor screen={screen} content={draft.content} />}
          {!draft && !isError && <p className="screen__waiting">Loading your draft…</p>}
          {!draft && isError && (
            <p className="screen__waiting">The draft could not be loaded. Reload the page to try again.</p>
          )}
        </section>
      )}
      <ConfirmDialog
        open={guard.asking !== null}
        title="Leave without your last changes?"
        confirmLabel="Leave without them"
        cancelLabel="Stay and fix them"
        onConfirm={guard.leaveWithoutThem}
        onClose={guard.stay}
      >
        <p>Some changes could not be saved to your draft (see the line under “Publish”). Leaving drops them.</p>
      </ConfirmDialog>
    </div>
  );
}
