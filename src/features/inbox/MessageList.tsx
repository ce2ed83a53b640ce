// Messages, newest first: who wrote, the start of what they wrote, and when. Unread ones stand out
// (and say so to a screen reader). Everything a visitor typed is shown as text.
import { Link } from 'react-router';
import type { InboxMessage } from '../../api/adminContract';
import { senderName } from '../../api/model/contactMessage';
import { revealInvisible } from '../../api/model/invisibleText';
import { adminMessagePath } from '../../paths';
import { formatDateTime, formatShortDate } from '../../ui/formatDateTime';
import { OutsideText } from '../../ui/OutsideText';
import type { ListReturn } from './inboxQuery';

/** The first words of a message, on one line. */
const preview = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 140 ? `${line.slice(0, 140).trimEnd()}…` : line;
};

export function MessageList({ messages, back }: { messages: InboxMessage[]; back: ListReturn }) {
  return (
    <ul className="message-list">
      {messages.map((message) => {
        const unread = message.read_at === null;
        return (
          <li key={message.id} className={unread ? 'message-row message-row--unread' : 'message-row'}>
            <Link
              to={adminMessagePath(message.id)}
              state={{ back: back.href, pages: back.pages }}
              className="message-row__link"
            >
              <span className="message-row__from">
                {unread && <span className="message-row__dot" aria-hidden="true" />}
                <OutsideText text={senderName(message)} />
                {unread && <span className="visually-hidden"> (unread)</span>}
              </span>
              <OutsideText className="message-row__email" text={message.email} />
              <span className="message-row__preview" dir="auto">
                {revealInvisible(preview(message.message))}
              </span>
              <time
                className="message-row__date"
                dateTime={message.created_at}
                title={formatDateTime(message.created_at)}
              >
                {formatShortDate(message.created_at)}
              </time>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
