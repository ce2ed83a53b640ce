// The plain fields of the generated forms, driven as an owner would: what is typed is what the form
// sends, an emptied field sends null, and the model's messages show beside the field that has them.
import { screen, within } from '@testing-library/react';
import { EntityForm, validateEntity } from '../../../../src/features/editor/fields';
import { renderEntityForm } from '../../../support/entityForm';
import { renderWithProviders } from '../../../support/renderWithProviders';

// Typing and TipTap's transactions are slow on a machine shared by several test runs; never stuck.
jest.setTimeout(30_000);

it('sends what is typed in a text field, with the label and its help linked to it', async () => {
  const { user, last } = renderEntityForm('footerTitles', { instagram_title: 'Follow us' });
  const input = screen.getByRole('textbox', { name: 'Visit button' });
  expect(input).toHaveAccessibleDescription('For example "Visit @yoursalon".');
  await user.type(input, 'Visit @curls');
  expect(last()).toEqual({ instagram_title: 'Follow us', instagram_button_label: 'Visit @curls' });
  await user.clear(screen.getByRole('textbox', { name: 'Instagram strip title' }));
  expect(last()).toEqual({ instagram_title: null, instagram_button_label: 'Visit @curls' });
});

it('gives a long text field a text area', async () => {
  const { user, last } = renderEntityForm('contactSettings', {});
  const area = screen.getByRole('textbox', { name: 'Form: thank-you message' });
  expect(area.tagName).toBe('TEXTAREA');
  await user.type(area, 'Thank you!{Enter}We answer within a day.');
  expect(last()).toEqual({ success_message: 'Thank you!\nWe answer within a day.' });
});

it('shows the model’s message for a web address it refuses, read with the field, and clears it once fixed', async () => {
  const { user, last } = renderEntityForm('contactSettings', {});
  const input = screen.getByRole('textbox', { name: 'Embedded map' });
  await user.type(input, 'https://maps.example;sandbox');
  const expected = validateEntity('contactSettings', last()).map_iframe_url?.[0];
  expect(expected).toMatch(/^Enter a full web address/);
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription(expect.stringContaining(expected!));
  await user.clear(input);
  await user.type(input, 'https://www.openstreetmap.org/export/embed.html');
  expect(input).not.toHaveAttribute('aria-invalid');
  expect(last()).toEqual({ map_iframe_url: 'https://www.openstreetmap.org/export/embed.html' });
});

it('shows messages handed in from the server’s answer on the field they name, items’ too', async () => {
  const errors = { '0.price': ['Enter a price: a number, or text such as "From $140".'], '': ['Something else.'] };
  const { user } = renderWithProviders(
    <EntityForm entity="services" value={[{ title: 'Cut' }]} errors={errors} onChange={() => undefined} />,
  );
  const form = screen.getByRole('group', { name: 'Services' });
  expect(form).toHaveAccessibleDescription(expect.stringContaining('Something else.'));
  // An item with a message opens by itself, so the message is seen.
  const price = screen.getByRole('textbox', { name: 'Price' });
  expect(price).toHaveAttribute('aria-invalid', 'true');
  expect(price).toHaveAccessibleDescription(expect.stringContaining('Enter a price'));
  await user.click(screen.getByRole('button', { name: 'Service 1: Cut' }));
  expect(screen.getByText('Needs a look')).toBeInTheDocument();
});

it('takes a price as a number or as text, keeping what is typed', async () => {
  const { user, last } = renderEntityForm('services', [{ id: 4, title: 'Cut', price: 95 }]);
  await user.click(screen.getByRole('button', { name: 'Service 1: Cut' }));
  const price = screen.getByRole('textbox', { name: 'Price' });
  expect(price).toHaveValue('95');
  await user.clear(price);
  await user.type(price, 'From $140');
  expect(last()).toEqual([{ id: 4, title: 'Cut', price: 'From $140' }]);
  expect(price).not.toHaveAttribute('aria-invalid');
});

it('checks a link as a web or an email address, and sends a flag as 1 or 0', async () => {
  const { user, last } = renderEntityForm('socialChannels', [{ id: 2, name: 'Mail', url: 'hello@example.com' }]);
  await user.click(screen.getByRole('button', { name: 'Social link 1: Mail' }));
  const address = screen.getByRole('textbox', { name: 'Address' });
  await user.clear(address);
  await user.type(address, ' not an address ');
  await user.tab();
  expect(address).toHaveAccessibleDescription(expect.stringContaining('or an email address such as hello@example.com'));
  const flag = screen.getByRole('checkbox', { name: 'Email link' });
  expect(flag).toHaveAccessibleDescription(expect.stringContaining('email app'));
  await user.click(flag);
  expect(last()).toEqual([{ id: 2, name: 'Mail', url: 'not an address', is_mail: 1 }]);
  await user.click(flag);
  expect(last()).toEqual([{ id: 2, name: 'Mail', url: 'not an address', is_mail: 0 }]);
});

it('draws a group of fields as a fieldset named by its legend', async () => {
  const { user, last } = renderEntityForm('seoPages', { about: { title: 'About us' } });
  const about = screen.getByRole('group', { name: 'About page' });
  await user.type(within(about).getByRole('textbox', { name: 'Page title' }), '!');
  expect(last()).toEqual({ about: { title: 'About us!' } });
});
