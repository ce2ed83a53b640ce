import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog } from '../../../src/ui/Dialog';

function Harness({ withFocusedBox = false }: { withFocusedBox?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} label="Details">
        {/* A scrollable box, which a browser may focus first (here by hand, as jsdom's showModal focuses nothing). */}
        <div className="box" tabIndex={-1} ref={(box) => void (withFocusedBox && box?.focus())}>
          <p hidden>
            <a href="/hidden">Hidden link</a>
          </p>
          <button type="button" aria-label="Close" onClick={() => setOpen(false)}>
            ×
          </button>
          <a href="/more">More</a>
        </div>
      </Dialog>
    </>
  );
}

/** An opener drawn anew while the dialog is open, as a carousel redraws its slides once its code arrives. */
function RedrawnOpener() {
  const [open, setOpen] = useState(false);
  const [drawing, setDrawing] = useState(1);
  return (
    <>
      <div aria-hidden="true">
        <a href="/photo" aria-label="Open photo" tabIndex={-1}>
          copy
        </a>
      </div>
      <a
        key={drawing}
        href="/photo"
        aria-label="Open photo"
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        photo
      </a>
      <Dialog open={open} onClose={() => setOpen(false)} label="Photo">
        <button type="button" onClick={() => setDrawing((n) => n + 1)}>
          Redraw
        </button>
        <button type="button" onClick={() => setOpen(false)}>
          Close
        </button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('starts on its first visible control and gives focus back to the opener on close', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Details' })).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('opens again on a click that comes right after Escape, before the browser tells of the close', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Details' });
    // Escape, as the browser turns it into a request to close; the click follows in the same task.
    act(() => {
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
      opener.click();
    });
    await act(() => new Promise((resolve) => setTimeout(resolve)));
    expect(screen.getByRole('dialog', { name: 'Details' })).toHaveAttribute('open');
  });

  it('moves focus off a content box the browser started on, to the first control', async () => {
    const user = userEvent.setup();
    render(<Harness withFocusedBox />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('gives focus to the opener drawn in its place when the one that opened it is gone', async () => {
    const user = userEvent.setup();
    render(<RedrawnOpener />);
    const first = screen.getByRole('link', { name: 'Open photo' });
    await user.click(first);
    await user.click(screen.getByRole('button', { name: 'Redraw' }));
    expect(first).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    const redrawn = screen.getByRole('link', { name: 'Open photo' });
    expect(redrawn).not.toBe(first);
    expect(redrawn).toHaveFocus();
  });
});
