// One message, as the visitor sent it (always as plain text): who, how to reach them, when, and
// what they wrote. Opening it marks it read. From here the owner replies by email, marks it unread,
// archives or restores it, or deletes it (after saying so).
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ApiError } from '../../api/baseQuery';
import type { MessageChange } from '../../api/adminContract';
import { useHasRight } from '../../api/accountRights';
import { senderName } from '../../api/model/contactMessage';
import { revealInvisible } from '../../api/model/invisibleText';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { formatDateTime } from '../../ui/formatDateTime';
import { OutsideText } from '../../ui/OutsideText';
import { useAppDispatch } from '../../state/hooks';
import { inboxApi, useChangeMessageMutation, useDeleteMessageMutation, useGetMessageQuery } from './inboxApi';
import type { ListReturn } from './inboxQuery';
import './Inbox.css';
import './MessageView.css';

/** A way to reach the sender, as they typed it (plain text), linked. */
function LinkFact({ term, href, text }: { term: string; href: string; text: string }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>
        <a href={href}>
          <OutsideText text={text} />
        </a>
      </dd>
    </div>
  );
}

/** When something happened to the message. */
function DateFact({ term, at }: { term: string; at: string }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>
        <time dateTime={at}>{formatDateTime(at)}</time>
      </dd>
    </div>
  );
}

/** A mailto: link to the address alone: a "?" or "&" in it cannot add recipients or a subject. */
const mailtoOf = (email: string, subject: string) =>
  `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}`;

function Gone({ backTo }: { backTo: ListReturn }) {
  return (
    <div className="area-card">
      <p>This message is no longer here: it may have been deleted.</p>
      <Link to={backTo.href} state={{ pages: backTo.pages }}>
        Back to the messages
      </Link>
    </div>
  );
}

export function MessageView({ id, backTo }: { id: number; backTo: ListReturn }) {
  const { data: message, error } = useGetMessageQuery(id, { refetchOnMountOrArgChange: true });
  const dispatch = useAppDispatch();
  const [changeMessage, { isLoading: changing }] = useChangeMessageMutation();
  const [deleteMessage, { isLoading: deleting }] = useDeleteMessageMutation();
  const [confirming, setConfirming] = useState(false);
  // Deleting for good is the owners' (the front desk archives).
  const mayDelete = useHasRight('delete-messages');
  const navigate = useNavigate();
  const markedRead = useRef<number | null>(null);

  // Opening a message marks it read, once, in the background: untracked, it neither holds up the
  // owner's own change nor brings up the full-screen loader over the message while it runs.
  useEffect(() => {
    if (!message || message.read_at !== null || markedRead.current === message.id) return;
    markedRead.current = message.id;
    void dispatch(
      inboxApi.endpoints.changeMessage.initiate({ id: message.id, change: { read: true } }, { track: false }),
    );
  }, [message, dispatch]);

  if ((error as ApiError | undefined)?.status === 404) return <Gone backTo={backTo} />;
  if (!message) return <p className="inbox-empty">Loading the message…</p>;

  const sender = senderName(message);
  const act = async (change: MessageChange, notice: string) => {
    if (changing) return;
    const result = await changeMessage({ id: message.id, change });
    if (!('error' in result)) void navigate(backTo.href, { state: { notice, pages: backTo.pages } });
  };
  const onDelete = async () => {
    if (deleting) return;
    const result = await deleteMessage(message.id);
    setConfirming(false);
    const notice = `The message from ${sender} is deleted.`;
    if (!('error' in result)) void navigate(backTo.href, { state: { notice, pages: backTo.pages } });
  };

  return (
    <article className="message-view area-card" aria-labelledby="message-sender">
      <Link to={backTo.href} state={{ pages: backTo.pages }} className="message-view__back">
        Back to the messages
      </Link>
      <header className="message-view__header">
        <h2 id="message-sender" className="message-view__sender">
          <OutsideText text={sender} />
        </h2>
        <dl className="message-view__facts">
          <LinkFact term="Email" href={mailtoOf(message.email, 'Your message')} text={message.email} />
          <LinkFact term="Mobile" href={`tel:${message.mobile.replace(/[^\d+]/g, '')}`} text={message.mobile} />
          <DateFact term="Received" at={message.created_at} />
          {message.archived_at && <DateFact term="Archived" at={message.archived_at} />}
        </dl>
      </header>
      <div className="message-view__text" dir="auto">
        {revealInvisible(message.message)}
      </div>
      <div className="message-view__actions">
        <a className="button" href={mailtoOf(message.email, 'Your message')}>
          Reply by email
        </a>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void act({ read: false }, `The message from ${sender} is marked as unread.`)}
        >
          Mark as unread
        </button>
        {message.archived_at ? (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => void act({ archived: false }, `The message from ${sender} is back in the inbox.`)}
          >
            Move to inbox
          </button>
        ) : (
          <button
            type="button"
            className="button button--ghost"
            onClick={() =>
              void act({ archived: true }, `The message from ${sender} is archived. You find it under Archived.`)
            }
          >
            Archive
          </button>
        )}
        {mayDelete && (
          <button
            type="button"
            className="button button--ghost message-view__delete"
            onClick={() => setConfirming(true)}
          >
            Delete
          </button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={`Delete the message from ${sender}?`}
        confirmLabel="Delete message"
        cancelLabel="Keep it"
        busy={deleting}
        onConfirm={() => void onDelete()}
        onClose={() => setConfirming(false)}
      >
        <p>It is deleted for good: it cannot be brought back. To keep it out of the way instead, archive it.</p>
      </ConfirmDialog>
    </article>
  );
}
