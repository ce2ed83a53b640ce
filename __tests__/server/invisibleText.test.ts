// Text from outside is stored without bidi controls and other invisible characters: an email tried
// at sign-in, a visitor's name, email and message (its line breaks kept), so that the activity log,
// the inbox and the CSV export show what was sent, never a reversed lie.
import type { ActivityEntry, InboxMessage, Paged } from '../../src/api/adminContract';
import { hasInvisible, stripInvisible } from '../../src/api/model/invisibleText';
import { OWNER, sendContactMessage, startAreaServer } from '../support/admin';
import { serverAroundTests } from '../support/build';

const server = serverAroundTests('each', () => startAreaServer());

const CONTROLS = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];
const INVISIBLES = [...CONTROLS, '\u200E', '\u200F', '\u061C', '\u200B', '\u200C', '\u2060', '\uFEFF', '\u00AD'];
/** Characters that draw as nothing, or as a blank, without being format characters. */
const BLANKS = ['\u034F', '\u115F', '\u1160', '\u3164', '\uFFA0', '\u2800', '\u180B', '\uFE00', '\uFE0F'];

describe('stripInvisible', () => {
  it('takes out bidi controls, zero-width and other format and control characters', () => {
    for (const char of [...INVISIBLES, ...BLANKS, '\u0007', '\u001B', '\u0085', '\u{E0041}']) {
      expect(stripInvisible(`a${char}b`)).toBe(char === '\u0085' ? 'a b' : 'ab');
      expect(hasInvisible(`a${char}b`)).toBe(char !== '\u0085');
    }
  });

  it('keeps line breaks and tabs in a message, and the joiners emoji need', () => {
    expect(stripInvisible('one\r\ntwo\tthree\u2028four\rfive', { multiline: true })).toBe(
      'one\r\ntwo\tthree\nfour\nfive',
    );
    expect(stripInvisible('one\ntwo\tthree\r\nfour')).toBe('one two three four');
    expect(stripInvisible('👩\u200D💻 and \u{1F3F4}\u{E0067}\u{E0062}\u{E0077}\u{E006C}\u{E0073}\u{E007F}')).toBe(
      '👩\u200D💻 and \u{1F3F4}\u{E0067}\u{E0062}\u{E0077}\u{E006C}\u{E0073}\u{E007F}',
    );
    expect(stripInvisible('a\u200Db')).toBe('ab');
  });

  it('keeps the presentation selectors of emoji and the variation selectors of Han characters', () => {
    const text = '❤\uFE0F ☺\uFE0E 1\uFE0F\u20E3 葛\u{E0100}';
    expect(stripInvisible(text)).toBe(text);
    expect(hasInvisible(text)).toBe(false);
  });
});

it('records a failed sign-in with a forged email as what was typed, without its bidi controls', async () => {
  for (const char of CONTROLS) {
    await server.request('POST', '/api/admin/sign-in', {
      payload: { email: `${char}gro.elpmaxe@renwo`, password: 'not the password at all' },
    });
  }
  // Blanks that look like nothing in the middle of an address.
  for (const char of ['\u034F', '\u3164', '\u2800']) {
    await server.request('POST', '/api/admin/sign-in', {
      payload: { email: `gro.elp${char}maxe@renwo`, password: 'not the password at all' },
    });
  }
  const session = await server.signIn();
  const log = (await server.request('GET', '/api/admin/activity', { session })).json<Paged<ActivityEntry>>().data;
  const failed = log.filter((entry) => entry.action === 'sign-in-failed');
  expect(failed).toHaveLength(CONTROLS.length + 3);
  for (const entry of failed) {
    expect(entry.account).toBe('gro.elpmaxe@renwo');
    expect(hasInvisible(JSON.stringify(entry))).toBe(false);
  }
  expect(log.find((entry) => entry.action === 'sign-in')?.account).toBe(OWNER.email);
});

it('stores a visitor’s name and message without invisible characters, keeping the message’s lines', async () => {
  const id = await sendContactMessage(server, {
    first_name: `\u202Eanamo${INVISIBLES.join('')}`,
    last_name: 'Okafor\u200B',
    message: `First line\u202E reversed\nSecond\tline\u2066 isolated\u2069`,
  });
  const session = await server.signIn();
  const message = (await server.request('GET', `/api/admin/messages/${id}`, { session })).json<{
    data: InboxMessage;
  }>().data;
  expect(message.first_name).toBe('anamo');
  expect(message.last_name).toBe('Okafor');
  expect(message.message).toBe('First line reversed\nSecond\tline isolated');
  const csv = (await server.request('GET', '/api/admin/messages.csv', { session })).body;
  expect(hasInvisible(csv.replace(/^\uFEFF/, ''))).toBe(false);
});
