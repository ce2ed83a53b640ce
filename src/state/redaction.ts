// What a visitor types into the contact form, and the passwords an owner types in the salon's area,
// never leave the page through the tools that look at the store (Redux DevTools, QA recordings):
// each text is replaced by a placeholder of its length.
// RTK Query keeps a mutation's argument in its actions (`meta.arg.originalArgs`) and in its state
// (`contentApi.mutations[id].originalArgs`); both are redacted here.

/** The endpoints whose argument is personal input or a password. */
const PERSONAL_ENDPOINTS: ReadonlySet<unknown> = new Set(['submitContactForm', 'signIn', 'changePassword']);

/** The character each typed character becomes. */
export const REDACTED_CHARACTER = '•';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/** Every string value of the object replaced by a placeholder of the same length. */
export function redactValues(value: unknown): unknown {
  if (typeof value === 'string') return REDACTED_CHARACTER.repeat(value.length);
  if (Array.isArray(value)) return value.map(redactValues);
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, redactValues(v)]));
  return value;
}

/** The action with the contact form's input redacted (the same object when it holds none). */
export function redactAction<A>(action: A): A {
  if (!isObject(action)) return action;
  const meta = action.meta;
  if (!isObject(meta)) return action;
  const arg = meta.arg;
  if (!isObject(arg) || !PERSONAL_ENDPOINTS.has(arg.endpointName) || !('originalArgs' in arg)) return action;
  return { ...action, meta: { ...meta, arg: { ...arg, originalArgs: redactValues(arg.originalArgs) } } };
}

/** The state with the contact form's input redacted (the same object when it holds none). */
export function redactState<S>(state: S): S {
  if (!isObject(state)) return state;
  const api = state.contentApi;
  if (!isObject(api) || !isObject(api.mutations)) return state;
  let changed = false as boolean;
  const mutations = Object.fromEntries(
    Object.entries(api.mutations).map(([id, entry]) => {
      if (!isObject(entry) || !PERSONAL_ENDPOINTS.has(entry.endpointName) || !('originalArgs' in entry))
        return [id, entry];
      changed = true;
      return [id, { ...entry, originalArgs: redactValues(entry.originalArgs) }];
    }),
  );
  return changed ? { ...state, contentApi: { ...api, mutations } } : state;
}

/** The options every DevTools connection uses: a long history, and no personal input. */
export const devToolsOptions = {
  name: 'Salon site',
  maxAge: 500,
  actionSanitizer: redactAction,
  stateSanitizer: redactState,
};
