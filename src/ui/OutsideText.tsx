// Text that came from outside (a visitor's name or message, an email tried at sign-in, a file's
// name), drawn in the signed-in area as it was sent: in an isolate of its own direction (<bdi>), so
// that nothing in it reorders the text around it, with any invisible character named where it
// stands ("[U+202E]") rather than acting unseen. The server already leaves them out of what it
// stores; this is for older entries and anything that slips past.
import { revealInvisible } from '../api/model/invisibleText';

export function OutsideText({ text, className }: { text: string; className?: string }) {
  return <bdi className={className}>{revealInvisible(text)}</bdi>;
}
