// What the screen shows is store state, changed by event-named actions: the location (on every
// navigation, the first included), the contact form's status, the product modal's image and each
// catalogue's page. Replaying the actions into a fresh store gives the same state.
import { act } from '@testing-library/react';
import { screenStateOf } from '../../../src/tools/qa/screenState';
import { makeStore } from '../../../src/app/store';
import { locationChanged, selectLocation } from '../../../src/state/locationSlice';
import { cataloguePageTurned, selectCataloguePage } from '../../../src/flipbook/catalogueSlice';
import * as contact from '../../../src/features/contact/contactSlice';
import {
  productClosed,
  productImageShown,
  productOpened,
  selectProductImageIndex,
} from '../../../src/features/products/productsSlice';
import { renderWithProviders } from '../../support/renderWithProviders';

test('the router reports the first location and every navigation to the store', async () => {
  const { store, router } = renderWithProviders(<p>page</p>, { route: '/products?x=1#top' });
  expect(selectLocation(store.getState())).toEqual({ pathname: '/products', search: '?x=1', hash: '#top' });
  await act(async () => {
    await router.navigate('/contact');
  });
  expect(selectLocation(store.getState())).toEqual({ pathname: '/contact', search: '', hash: '' });
});

test('the contact status goes idle → sending → failed → sending → sent → idle, and resets when the form is left', () => {
  const store = makeStore();
  const status = () => contact.selectContactStatus(store.getState());
  expect(status()).toBe('idle');
  store.dispatch(contact.contactSendStarted());
  expect(status()).toBe('sending');
  store.dispatch(contact.contactSendFailed({ email: ['The email must be valid.'] }));
  expect(status()).toBe('failed');
  expect(contact.selectContactFieldErrors(store.getState())).toEqual({ email: ['The email must be valid.'] });
  store.dispatch(contact.contactSendStarted());
  store.dispatch(contact.contactSent());
  expect(status()).toBe('sent');
  expect(contact.selectContactFieldErrors(store.getState())).toEqual({});
  store.dispatch(contact.contactSuccessClosed());
  expect(status()).toBe('idle');
  store.dispatch(contact.contactSendFailed({ email: ['x'] }));
  store.dispatch(contact.contactFormLeft());
  expect(status()).toBe('idle');
  expect(contact.selectContactFieldErrors(store.getState())).toEqual({});
});

test('the product image follows the open product and starts at the first for each', () => {
  const store = makeStore();
  store.dispatch(productImageShown(2));
  expect(selectProductImageIndex(store.getState())).toBe(0); // no product open: nothing to show
  store.dispatch(productOpened(7));
  store.dispatch(productImageShown(2));
  expect(selectProductImageIndex(store.getState())).toBe(2);
  store.dispatch(productClosed());
  store.dispatch(productOpened(8));
  expect(selectProductImageIndex(store.getState())).toBe(0);
});

test('each catalogue keeps its own page', () => {
  const store = makeStore();
  store.dispatch(cataloguePageTurned({ catalogue: '/storage/a.pdf', page: 4 }));
  expect(selectCataloguePage(store.getState(), '/storage/a.pdf')).toBe(4);
  expect(selectCataloguePage(store.getState(), '/storage/b.pdf')).toBe(0);
});

test('replaying the recorded actions into a fresh store gives the same ui, errors and location', () => {
  const recorded = [
    locationChanged({ pathname: '/products', search: '', hash: '' }),
    productOpened(3),
    productImageShown(1),
    cataloguePageTurned({ catalogue: '/storage/c.pdf', page: 2 }),
    locationChanged({ pathname: '/contact', search: '', hash: '' }),
    contact.contactSendStarted(),
    contact.contactSent(),
  ];
  const first = makeStore();
  recorded.forEach((action) => first.dispatch(action));
  const second = makeStore();
  recorded.forEach((action) => second.dispatch(JSON.parse(JSON.stringify(action)) as typeof action));
  const screen = (store: typeof first) => {
    const { errors, location } = store.getState();
    return { ui: screenStateOf(store.getState()), errors, location };
  };
  expect(screen(second)).toEqual(screen(first));
  expect(screen(second).ui.contact.status).toBe('sent');
});
