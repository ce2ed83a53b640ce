// Lists in the generated forms: adding, removing (and undoing it), moving with the buttons and by
// dragging with the keyboard, each said aloud; items without ids keep their state when they move.
import { act, screen, within } from '@testing-library/react';
import { renderEntityForm } from '../../../support/entityForm';

// Typing and TipTap's transactions are slow on a machine shared by several test runs; never stuck.
jest.setTimeout(30_000);

const boxes = [
  { id: 1, title: 'Curly cuts' },
  { id: 2, title: 'Colour' },
  { id: 3, title: 'Care' },
];

const titles = () =>
  within(screen.getByRole('group', { name: 'Info boxes' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.list-item__title')?.textContent);

it('adds an item, opened and focused, that starts empty and without an id', async () => {
  const { user, last } = renderEntityForm('aboutBoxes', boxes);
  await user.click(screen.getByRole('button', { name: 'Add box' }));
  expect(last()).toEqual([...boxes, {}]);
  const added = screen.getByRole('button', { name: 'Box 4' });
  expect(added).toHaveFocus();
  expect(added).toHaveAttribute('aria-expanded', 'true');
  await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Products');
  expect(last()).toEqual([...boxes, { title: 'Products' }]);
  expect(screen.getByRole('button', { name: 'Box 4: Products' })).toBeInTheDocument();
});

it('removes an item, says so, and puts it back where it was on undo', async () => {
  const { user, last } = renderEntityForm('aboutBoxes', boxes);
  await user.click(screen.getByRole('button', { name: 'Remove Box 2: Colour' }));
  expect(last()).toEqual([boxes[0], boxes[2]]);
  // Seen beside the undo, and said aloud by the list's live region.
  expect(screen.getByText('Box 2: Colour removed.', { selector: '.list-field__notice span' })).toBeVisible();
  expect(screen.getByText('Box 2: Colour removed.', { selector: '[aria-live="polite"]' })).toBeInTheDocument();
  const undo = screen.getByRole('button', { name: 'Undo' });
  expect(undo).toHaveFocus();
  await user.click(undo);
  expect(last()).toEqual(boxes);
  expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
});

it('moves an item up and down with its buttons, keeping it open and the focus on the button', async () => {
  const { user, last } = renderEntityForm('aboutBoxes', boxes);
  await user.click(screen.getByRole('button', { name: 'Box 3: Care' }));
  await user.click(screen.getByRole('button', { name: 'Move Box 3: Care up' }));
  expect(last()).toEqual([boxes[0], boxes[2], boxes[1]]);
  expect(screen.getByRole('button', { name: 'Box 2: Care' })).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('button', { name: 'Move Box 2: Care up' })).toHaveFocus();
  expect(screen.getByText('Box 3: Care moved to position 2 of 3.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Move Box 2: Care up' }));
  const top = screen.getByRole('button', { name: 'Move Box 1: Care up' });
  expect(top).toHaveAttribute('aria-disabled', 'true');
  await user.click(top);
  expect(last()).toEqual([boxes[2], boxes[0], boxes[1]]);
  await user.click(screen.getByRole('button', { name: 'Move Box 1: Care down' }));
  expect(titles()).toEqual(['Box 1: Curly cuts', 'Box 2: Care', 'Box 3: Colour']);
});

it('keeps the state of items without ids (a list of captions) as they move', async () => {
  const captions = [{ our_mission_before: 'Before' }, { our_mission_before: 'After' }];
  const { user, last } = renderEntityForm('homeSettings', { translations: captions });
  await user.click(screen.getByRole('button', { name: 'Captions 2: After' }));
  await user.click(screen.getByRole('button', { name: 'Move Captions 2: After up' }));
  expect(last()).toEqual({ translations: [captions[1], captions[0]] });
  expect(screen.getByRole('button', { name: 'Captions 1: After' })).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('button', { name: 'Captions 2: Before' })).toHaveAttribute('aria-expanded', 'false');
});

describe('dragging with the keyboard', () => {
  // jsdom lays nothing out: each item is given a box, one under the other, as a browser would.
  let restore: () => void;
  beforeEach(() => {
    const original = Element.prototype.getBoundingClientRect;
    Element.prototype.getBoundingClientRect = function rect(this: Element) {
      const item = this.closest('.list-item');
      const index = item ? Array.from(item.parentElement!.children).indexOf(item) : 0;
      return DOMRect.fromRect({ x: 0, y: index * 100, width: 600, height: 80 });
    };
    restore = () => {
      Element.prototype.getBoundingClientRect = original;
    };
  });
  afterEach(() => restore());

  it('picks an item up with Space, moves it with the arrows and drops it, saying each step', async () => {
    const { user, last } = renderEntityForm('aboutBoxes', boxes);
    const handle = screen.getByRole('button', { name: 'Drag Box 1: Curly cuts' });
    expect(handle).toHaveAccessibleDescription(expect.stringContaining('press Space or Enter to pick it up'));
    handle.focus();
    await user.keyboard('[Space]');
    // The live region holds the latest step: picked up, then over its own place.
    expect(await screen.findByText('Box 1: Curly cuts is over position 1 of 3.')).toBeInTheDocument();
    await user.keyboard('[ArrowDown]');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    await user.keyboard('[ArrowDown]');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(await screen.findByText('Box 1: Curly cuts is over position 3 of 3.')).toBeInTheDocument();
    await user.keyboard('[Space]');
    expect(last()).toEqual([boxes[1], boxes[2], boxes[0]]);
    expect(await screen.findByText(/Box 1: Curly cuts dropped at position 3 of 3\./)).toBeInTheDocument();
  });

  it('leaves the item where it was on Escape', async () => {
    const { user, sent } = renderEntityForm('aboutBoxes', boxes);
    screen.getByRole('button', { name: 'Drag Box 2: Colour' }).focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowDown]');
    await user.keyboard('[Escape]');
    expect(sent).toHaveLength(0);
    expect(await screen.findByText(/Moving cancelled/)).toBeInTheDocument();
  });
});
