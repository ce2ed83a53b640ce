// The editor's autosave against a fake of the draft API that keeps a revision as the server does
// (a save made on another revision is refused with 409), with the app's real store: saves go one at
// a time, each with the revision the last answered; a 422's messages land beside their entity; a
// 409 stops saving until the owner chooses; nothing typed is lost while a save is on its way.
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { makeStore, type AppStore } from '../../../src/app/store';
import { loadNewerDraft, saveEdits, saveMineOverNewer } from '../../../src/features/editor/autosave';
import { editorApi } from '../../../src/features/editor/editorApi';
import { entityEdited, saveStateOf, selectEditor } from '../../../src/features/editor/editorSlice';
import { answerApiWith } from '../../support/apiServer';

interface Put {
  entity: string;
  value: unknown;
  revision: number;
}

let revision: number;
let puts: Put[];
let refuse: ((put: Put) => Response | undefined) | undefined;
/** When set, a save's answer waits for it. */
let gate: Promise<void> | undefined;

function draftOf(rev: number) {
  return {
    data: {
      content: { homeSettings: { banner_title: 'Curls' }, services: [] },
      revision: rev,
      basedOn: 1,
      published: 1,
      restoredFrom: null,
      updatedAt: null,
      updatedBy: null,
      changed: rev > 0,
    },
  };
}

beforeEach(() => {
  revision = 4;
  puts = [];
  refuse = undefined;
  gate = undefined;
  answerApiWith(
    http.get('*/api/admin/content/draft', () => HttpResponse.json(draftOf(revision))),
    http.put('*/api/admin/content/draft/:entity', async ({ request, params }) => {
      const body = (await request.json()) as { value: unknown; revision: number };
      const put = { entity: String(params.entity), ...body };
      puts.push(put);
      await gate;
      const refused = refuse?.(put);
      if (refused) return refused;
      if (body.revision !== revision) {
        return HttpResponse.json({ message: 'The draft was changed meanwhile, in another window.' }, { status: 409 });
      }
      revision += 1;
      const { content: _content, ...status } = draftOf(revision).data;
      return HttpResponse.json({ data: status });
    }),
  );
});

async function storeWithDraft(): Promise<AppStore> {
  const store = makeStore({ services: { alert: jest.fn(), navigate: jest.fn() } });
  await store.dispatch(editorApi.endpoints.getDraft.initiate());
  return store;
}

const edit = (store: AppStore, entity: 'homeSettings' | 'services', value: unknown, localErrors = {}) =>
  store.dispatch(entityEdited({ entity, value, localErrors }));

it('saves each edited entity in turn, each with the revision the previous save answered', async () => {
  const store = await storeWithDraft();
  edit(store, 'homeSettings', { banner_title: 'Curls, loved' });
  edit(store, 'services', [{ id: 1, title: 'Cut', price: '$90' }]);
  expect(saveStateOf(selectEditor(store.getState()))).toBe('saving');

  await expect(store.dispatch(saveEdits())).resolves.toBe(true);

  expect(puts.map(({ entity, revision: sent }) => [entity, sent])).toEqual([
    ['homeSettings', 4],
    ['services', 5],
  ]);
  expect(selectEditor(store.getState()).revision).toBe(6);
  expect(saveStateOf(selectEditor(store.getState()))).toBe('saved');
  // The other screens read the saved value from the draft.
  const draft = editorApi.endpoints.getDraft.select()(store.getState()).data;
  expect(draft?.content.homeSettings).toEqual({ banner_title: 'Curls, loved' });
});

it('saves what is typed while a save is on its way, after it, and loses nothing', async () => {
  const store = await storeWithDraft();
  let open = () => {};
  gate = new Promise((resolve) => (open = resolve));
  edit(store, 'homeSettings', { banner_title: 'C' });
  const first = store.dispatch(saveEdits());
  await waitFor(() => expect(puts).toHaveLength(1));
  edit(store, 'homeSettings', { banner_title: 'Cu' });
  const second = store.dispatch(saveEdits());
  expect(saveStateOf(selectEditor(store.getState()))).toBe('saving');
  open();
  await expect(Promise.all([first, second])).resolves.toEqual([true, true]);
  expect(puts.map((put) => put.value)).toEqual([{ banner_title: 'C' }, { banner_title: 'Cu' }]);
  expect(puts.map((put) => put.revision)).toEqual([4, 5]);
});

it('puts a 422’s messages beside the fields of their entity, and still saves the other entities', async () => {
  refuse = (put) =>
    put.entity === 'services'
      ? HttpResponse.json(
          { message: 'Some fields need another look.', errors: { 'services.0.price': ['Enter a price.'] } },
          { status: 422 },
        )
      : undefined;
  const store = await storeWithDraft();
  edit(store, 'services', [{ id: 1, title: 'Cut', price: '<b>' }]);
  edit(store, 'homeSettings', { banner_title: 'Curls' });

  await expect(store.dispatch(saveEdits())).resolves.toBe(false);

  const editor = selectEditor(store.getState());
  expect(editor.serverErrors.services).toEqual({ '0.price': ['Enter a price.'] });
  expect(puts.map((put) => put.entity)).toEqual(['services', 'homeSettings']);
  expect(saveStateOf(editor)).toBe('invalid');
  // Sending the same value again would be refused again: it waits for the next edit.
  await store.dispatch(saveEdits());
  expect(puts).toHaveLength(2);
  refuse = undefined;
  edit(store, 'services', [{ id: 1, title: 'Cut', price: '$90' }]);
  await expect(store.dispatch(saveEdits())).resolves.toBe(true);
  expect(selectEditor(store.getState()).serverErrors.services).toBeUndefined();
});

it('never sends an edit the browser’s own checks refuse', async () => {
  const store = await storeWithDraft();
  edit(store, 'homeSettings', { banner_title: '' }, { banner_title: ['Write a title.'] });
  await expect(store.dispatch(saveEdits())).resolves.toBe(false);
  expect(puts).toHaveLength(0);
  expect(saveStateOf(selectEditor(store.getState()))).toBe('invalid');
});

it('stops at a draft changed in another window, then saves over it or takes it, as the owner chooses', async () => {
  const store = await storeWithDraft();
  revision = 9; // another window saved meanwhile
  edit(store, 'homeSettings', { banner_title: 'Mine' });
  await expect(store.dispatch(saveEdits())).resolves.toBe(false);
  expect(saveStateOf(selectEditor(store.getState()))).toBe('conflict');
  // Typing on does not save over the other window's draft.
  edit(store, 'homeSettings', { banner_title: 'Mine, still' });
  await store.dispatch(saveEdits());
  expect(puts).toHaveLength(1);

  await expect(store.dispatch(saveMineOverNewer())).resolves.toBe(true);
  expect(puts.at(-1)).toEqual({ entity: 'homeSettings', value: { banner_title: 'Mine, still' }, revision: 9 });

  revision = 20;
  edit(store, 'homeSettings', { banner_title: 'Dropped' });
  await store.dispatch(saveEdits());
  expect(saveStateOf(selectEditor(store.getState()))).toBe('conflict');
  await expect(store.dispatch(loadNewerDraft())).resolves.toBe(true);
  const editor = selectEditor(store.getState());
  expect(editor.edits).toEqual({});
  expect(editor.revision).toBe(20);
  expect(editor.problem).toBeNull();
});

it('says why a save failed, and tries again with the next edit', async () => {
  refuse = () => HttpResponse.json({ message: 'Something went wrong.' }, { status: 500 });
  const store = await storeWithDraft();
  edit(store, 'homeSettings', { banner_title: 'Curls' });
  await expect(store.dispatch(saveEdits())).resolves.toBe(false);
  expect(saveStateOf(selectEditor(store.getState()))).toBe('failed');
  refuse = undefined;
  edit(store, 'homeSettings', { banner_title: 'Curls!' });
  await expect(store.dispatch(saveEdits())).resolves.toBe(true);
  expect(puts.at(-1)?.value).toEqual({ banner_title: 'Curls!' });
});
