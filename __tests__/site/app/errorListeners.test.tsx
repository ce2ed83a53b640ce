// The error catalogue of spec §8, driven through real requests: a fresh store per test, the
// network faked at fetch by msw, the listeners' side effects (navigate, alert) observed as spies.
import { http, HttpResponse } from 'msw';
import { contentApi } from '../../../src/api/contentApi';
import { AUTH_TOKEN_KEY } from '../../../src/api/baseQuery';
import { ALERT_REPEAT_MS } from '../../../src/state/errorListeners';
import { makeStore } from '../../../src/app/store';
import { selectErrorMessages } from '../../../src/state/errorsSlice';
import { locationChanged } from '../../../src/state/locationSlice';
import { answerApiWith } from '../../support/apiServer';
import { contactApi } from '../../../src/features/contact/contactApi';

// Endpoints the app does not have, to reach the URL and option rules of the catalogue.
const testApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, string>({ query: (url) => url }),
    saveForm1: build.mutation<unknown, Record<string, string>>({
      query: (body) => ({ url: 'save-form-1', method: 'POST', body }),
    }),
    ownValidation: build.mutation<unknown, Record<string, string>>({
      query: (body) => ({ url: '/own-validation', method: 'POST', body }),
      extraOptions: { callerHandles: [422] },
    }),
    ownMissing: build.query<unknown, void>({
      query: () => '/missing',
      extraOptions: { callerHandles: [404] },
    }),
    ownTooMany: build.mutation<unknown, void>({
      query: () => ({ url: '/too-many', method: 'POST' }),
      extraOptions: { callerHandles: [429] },
    }),
    redirecting: build.mutation<unknown, void>({
      // msw follows every redirect it answers unless the request asks for 'manual'.
      query: () => ({ url: '/redirecting', method: 'POST', redirect: 'manual' }),
      extraOptions: { callerHandles: [302] },
    }),
  }),
});

const validationBody = {
  message: 'The given data was invalid.',
  errors: {
    first_name: ['The first name field is required.'],
    email: ['The email must be a valid email address.', 'The email is too long.'],
  },
};

answerApiWith(
  http.get('*/api/validation', () => HttpResponse.json(validationBody, { status: 422 })),
  http.post('*/api/save-form-1', () => HttpResponse.json(validationBody, { status: 422 })),
  http.post('*/api/own-validation', () => HttpResponse.json(validationBody, { status: 422 })),
  http.post('*/api/submit-contact-form', () => HttpResponse.json(validationBody, { status: 422 })),
  http.post('*/api/redirecting', () =>
    HttpResponse.json({ errors: { session: ['Please sign in again.'] } }, { status: 302 }),
  ),
  http.get('*/api/missing', () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
  http.post('*/api/too-many', () =>
    HttpResponse.json({ message: 'Slow down.' }, { status: 429, headers: { 'Retry-After': '60' } }),
  ),
  http.get('*/api/private', () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })),
  http.get('*/api/broken', () => HttpResponse.json({ message: 'The kettle boiled over.' }, { status: 500 })),
  http.get('*/api/offline', () => HttpResponse.error()),
  http.get('*/api/also-offline', () => HttpResponse.error()),
  http.get('*/api/save-form-10', () => HttpResponse.json(validationBody, { status: 422 })),
  http.get('*/api/echo-auth', ({ request }) =>
    HttpResponse.json({ authorization: request.headers.get('Authorization'), accept: request.headers.get('Accept') }),
  ),
);

afterEach(() => {
  localStorage.clear();
});

function setup() {
  const navigate = jest.fn<void, [string]>();
  const alert = jest.fn<void, [string]>();
  const store = makeStore({ services: { navigate, alert, storage: localStorage } });
  return { store, navigate, alert };
}

describe('the error catalogue', () => {
  it('422: flattens every field’s messages into the error popup list', async () => {
    const { store, navigate, alert } = setup();
    await store.dispatch(testApi.endpoints.probe.initiate('/validation'));
    expect(selectErrorMessages(store.getState())).toEqual([
      'The first name field is required.',
      'The email must be a valid email address.',
      'The email is too long.',
    ]);
    expect(alert).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("422: stays silent for the URL 'save-form-1'", async () => {
    const { store, alert } = setup();
    const result = await store.dispatch(testApi.endpoints.saveForm1.initiate({ first_name: '' }));
    expect('error' in result && result.error).toMatchObject({ status: 422 });
    expect(selectErrorMessages(store.getState())).toEqual([]);
    expect(alert).not.toHaveBeenCalled();
  });

  it('422: leaves the errors object to a caller that handles 422 itself', async () => {
    const { store, alert } = setup();
    const result = await store.dispatch(testApi.endpoints.ownValidation.initiate({ first_name: '' }));
    expect('error' in result && result.error).toMatchObject({ status: 422, data: validationBody });
    expect(selectErrorMessages(store.getState())).toEqual([]);
    expect(alert).not.toHaveBeenCalled();
  });

  it('422: the contact form handles its own validation messages', async () => {
    const { store } = setup();
    const result = await store.dispatch(
      contactApi.endpoints.submitContactForm.initiate({
        first_name: '',
        last_name: '',
        email: 'x',
        mobile: '',
        message: '',
      }),
    );
    expect('error' in result && result.error).toMatchObject({ status: 422 });
    expect(selectErrorMessages(store.getState())).toEqual([]);
  });

  it('302: hands the response’s errors to the caller and does nothing else', async () => {
    const { store, navigate, alert } = setup();
    const result = await store.dispatch(testApi.endpoints.redirecting.initiate());
    expect('error' in result && result.error).toMatchObject({
      status: 302,
      data: { errors: { session: ['Please sign in again.'] } },
    });
    expect(navigate).not.toHaveBeenCalled();
    expect(alert).not.toHaveBeenCalled();
    expect(selectErrorMessages(store.getState())).toEqual([]);
  });

  it('404: navigates to /404', async () => {
    const { store, navigate, alert } = setup();
    await store.dispatch(testApi.endpoints.probe.initiate('/missing'));
    expect(navigate).toHaveBeenCalledWith('/404');
    expect(alert).not.toHaveBeenCalled();
  });

  it('401: removes the stored auth_token and navigates to /login', async () => {
    const { store, navigate } = setup();
    localStorage.setItem(AUTH_TOKEN_KEY, 'expired-token');
    localStorage.setItem('unrelated', 'kept');
    await store.dispatch(testApi.endpoints.probe.initiate('/private'));
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('401: remembers the page the visitor was on, for after signing in', async () => {
    const { store, navigate } = setup();
    store.dispatch(locationChanged({ pathname: '/admin/messages', search: '?folder=archived', hash: '' }));
    await store.dispatch(testApi.endpoints.probe.initiate('/private'));
    expect(navigate).toHaveBeenCalledWith('/login?next=%2Fadmin%2Fmessages%3Ffolder%3Darchived');
  });

  it('401: a second request refused once the sign-in page shows leaves the remembered page be', async () => {
    const { store, navigate } = setup();
    store.dispatch(locationChanged({ pathname: '/admin/website', search: '', hash: '' }));
    await store.dispatch(testApi.endpoints.probe.initiate('/private'));
    // The router went to /login?next=… as the first 401 asked; the page's other request comes back 401.
    store.dispatch(locationChanged({ pathname: '/login', search: '?next=%2Fadmin%2Fwebsite', hash: '' }));
    await store.dispatch(testApi.endpoints.probe.initiate('/private', { forceRefetch: true }));
    expect(navigate.mock.calls).toEqual([['/login?next=%2Fadmin%2Fwebsite']]);
  });

  it('404 and 429: left to a caller that handles them itself', async () => {
    const { store, navigate, alert } = setup();
    const own = await store.dispatch(testApi.endpoints.ownMissing.initiate());
    const wait = await store.dispatch(testApi.endpoints.ownTooMany.initiate());
    expect('error' in own && own.error).toMatchObject({ status: 404 });
    expect('error' in wait && wait.error).toMatchObject({ status: 429 });
    expect(navigate).not.toHaveBeenCalled();
    expect(alert).not.toHaveBeenCalled();
  });

  it('500: alerts the server’s message', async () => {
    const { store, alert, navigate } = setup();
    await store.dispatch(testApi.endpoints.probe.initiate('/broken'));
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith('The kettle boiled over.');
    expect(navigate).not.toHaveBeenCalled();
    expect(selectErrorMessages(store.getState())).toEqual([]);
  });

  it('a network failure: alerts that the server could not be reached', async () => {
    const { store, alert } = setup();
    await store.dispatch(testApi.endpoints.probe.initiate('/offline'));
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert.mock.calls[0]?.[0]).toMatch(/could not be reached/i);
  });
});

describe('alerts in a burst', () => {
  it('raise each message once when several calls fail together, and again after a while', async () => {
    const { store, alert } = setup();
    await Promise.all([
      store.dispatch(testApi.endpoints.probe.initiate('/offline')),
      store.dispatch(testApi.endpoints.probe.initiate('/also-offline')),
      store.dispatch(testApi.endpoints.probe.initiate('/broken')),
    ]);
    expect(alert).toHaveBeenCalledTimes(2);
    expect(alert).toHaveBeenCalledWith('The kettle boiled over.');

    const later = Date.now() + ALERT_REPEAT_MS + 1;
    jest.spyOn(Date, 'now').mockReturnValue(later);
    await store.dispatch(testApi.endpoints.probe.initiate('/offline', { forceRefetch: true }));
    expect(alert).toHaveBeenCalledTimes(3);
    jest.restoreAllMocks();
  });
});

describe("the 'save-form-1' exception", () => {
  it('covers that URL only, not others that start with it', async () => {
    const { store } = setup();
    await store.dispatch(testApi.endpoints.probe.initiate('/save-form-10'));
    expect(selectErrorMessages(store.getState())).toHaveLength(3);
  });
});

describe('request headers', () => {
  it('sends Accept: application/json and no Authorization without a stored token', async () => {
    const { store } = setup();
    const result = await store.dispatch(testApi.endpoints.probe.initiate('/echo-auth'));
    expect(result.data).toEqual({ authorization: null, accept: 'application/json' });
  });

  it('sends the stored auth_token as a Bearer token', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'secret-123');
    const { store } = setup();
    const result = await store.dispatch(testApi.endpoints.probe.initiate('/echo-auth'));
    expect(result.data).toEqual({ authorization: 'Bearer secret-123', accept: 'application/json' });
  });
});
