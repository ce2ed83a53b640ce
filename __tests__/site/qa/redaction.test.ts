// The contact form's input never reaches Redux DevTools or a recording: each text becomes
// placeholders of the same length, in the mutation's actions and in the store's state alike.
import { devToolsOptions, redactAction, redactState, REDACTED_CHARACTER } from '../../../src/state/redaction';
import { actionNormaliser } from '../../../src/tools/qa/normalise';
import { parseRecording, screenDifferences } from '../../../src/tools/qa/format';

const typed = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  mobile: '5035550100',
  email: 'ada@example.com',
  message: 'Hi',
};
const pending = {
  type: 'contentApi/executeMutation/pending',
  payload: undefined,
  meta: {
    requestId: 'Xk3_a9Qz1',
    requestStatus: 'pending',
    startedTimeStamp: 1_764_000_000_123,
    arg: { type: 'mutation', endpointName: 'submitContactForm', originalArgs: typed, track: true },
  },
};

test('DevTools keep at least 500 actions and see no typed input', () => {
  expect(devToolsOptions.maxAge).toBeGreaterThanOrEqual(500);
  const seen = JSON.stringify(devToolsOptions.actionSanitizer(pending));
  for (const value of Object.values(typed)) expect(seen).not.toContain(value);
  const args = redactAction(pending).meta.arg.originalArgs;
  expect(args).toEqual({
    first_name: REDACTED_CHARACTER.repeat(3),
    last_name: REDACTED_CHARACTER.repeat(8),
    mobile: REDACTED_CHARACTER.repeat(10),
    email: REDACTED_CHARACTER.repeat(15),
    message: REDACTED_CHARACTER.repeat(2),
  });
});

test('other actions pass as they are', () => {
  const query = { ...pending, meta: { ...pending.meta, arg: { endpointName: 'getGeneralData', originalArgs: 'x' } } };
  expect(redactAction(query)).toBe(query);
  const plain = { type: 'ui/menuOpened' };
  expect(redactAction(plain)).toBe(plain);
});

test('the state DevTools see has the mutation argument redacted', () => {
  const state = {
    ui: {},
    contentApi: { mutations: { abc: { endpointName: 'submitContactForm', originalArgs: typed, status: 'pending' } } },
  };
  const seen = JSON.stringify(devToolsOptions.stateSanitizer(state));
  for (const value of Object.values(typed)) expect(seen).not.toContain(value);
  expect(redactState({ ui: {} })).toEqual({ ui: {} });
});

test('recorded actions carry numbered request ids, relative times and no typed input', () => {
  const normalise = actionNormaliser(1_764_000_000_000);
  const first = normalise(pending);
  const fulfilled = normalise({
    type: 'contentApi/executeMutation/fulfilled',
    meta: { requestId: 'Xk3_a9Qz1', fulfilledTimeStamp: 1_764_000_000_500, arg: pending.meta.arg },
  });
  const other = normalise({ type: 'contentApi/executeQuery/pending', meta: { requestId: 'Other_1' } });
  expect((first.meta as { requestId: string }).requestId).toBe('request-1');
  expect((first.meta as { startedTimeStamp: number }).startedTimeStamp).toBe(123);
  expect((fulfilled.meta as { requestId: string }).requestId).toBe('request-1');
  expect((fulfilled.meta as { fulfilledTimeStamp: number }).fulfilledTimeStamp).toBe(500);
  expect((other.meta as { requestId: string }).requestId).toBe('request-2');
  expect(JSON.stringify([first, fulfilled])).not.toContain('Lovelace');
  expect(normalise({ type: 'contentApi/config/middlewareRegistered', payload: 'rAnd0m' }).payload).toBe('normalised');
});

test('a recording of another format or version is refused with a reason', () => {
  expect(() => parseRecording({ format: 'other' })).toThrow(/Not a QA recording/);
  expect(() => parseRecording({ format: 'salon-qa-recording', version: 99, entries: [] })).toThrow(/version 99/);
  expect(() =>
    parseRecording({
      format: 'salon-qa-recording',
      version: 1,
      viewport: { width: 1, height: 1 },
      entries: [{ kind: 'scroll', t: 0 }],
    }),
  ).toThrow(/must start with a load/);
});

test('screen differences name each differing value', () => {
  const recorded = {
    location: { pathname: '/a', search: '', hash: '' },
    ui: { x: 1, y: 2 },
    errors: { messages: [] },
    dialog: 'One',
  };
  const replayed = { ...recorded, ui: { x: 1, y: 3 }, dialog: null };
  expect(screenDifferences(recorded, replayed)).toEqual([
    'ui.y: recorded 2, replayed 3',
    'dialog: recorded "One", replayed no dialog',
  ]);
  expect(screenDifferences(recorded, recorded)).toEqual([]);
});

test.each(['signIn', 'changePassword'])(
  'the passwords of the salon’s %s never reach DevTools either',
  (endpointName) => {
    const secret = {
      email: 'ana@example.com',
      password: 'a calm long pass phrase',
      current_password: 'an older phrase',
    };
    const action = {
      ...pending,
      meta: { ...pending.meta, arg: { ...pending.meta.arg, endpointName, originalArgs: secret } },
    };
    const state = { contentApi: { mutations: { x: { endpointName, originalArgs: secret, status: 'pending' } } } };
    for (const seen of [JSON.stringify(devToolsOptions.actionSanitizer(action)), JSON.stringify(redactState(state))]) {
      expect(seen).not.toContain('a calm long pass phrase');
      expect(seen).not.toContain('an older phrase');
    }
  },
);
