// The error popup lists the messages in the error list and dismisses them.
import { act, screen, within } from '@testing-library/react';
import { ErrorPopup } from '../../../src/layout/ErrorPopup';
import { errorsReceived, selectErrorMessages } from '../../../src/state/errorsSlice';
import { renderWithProviders } from '../../support/renderWithProviders';

describe('ErrorPopup', () => {
  it('stays closed while there is nothing to say', () => {
    renderWithProviders(<ErrorPopup />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('lists every message in a named alert dialog', () => {
    const { store } = renderWithProviders(<ErrorPopup />);
    act(() => {
      store.dispatch(errorsReceived(['The email is invalid.', 'The message is required.']));
    });
    const popup = screen.getByRole('alertdialog', { name: 'Please check the following' });
    expect(popup).toHaveAttribute('aria-modal', 'true');
    const items = within(within(popup).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['The email is invalid.', 'The message is required.']);
  });

  it.each(['OK', 'Close'])('dismisses the messages with %s', async (name) => {
    const { store, user } = renderWithProviders(<ErrorPopup />);
    act(() => {
      store.dispatch(errorsReceived(['Something is off.']));
    });
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(selectErrorMessages(store.getState())).toEqual([]);
  });
});
