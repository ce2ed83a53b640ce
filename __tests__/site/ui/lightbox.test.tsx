import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Lightbox, type LightboxImage } from '../../../src/ui/Lightbox';

const images: LightboxImage[] = [
  { path: 'gallery/one.jpg', alt: 'First curl' },
  { src: 'https://cdn.example.com/two.jpg', alt: 'Second curl' },
  { path: 'gallery/three.jpg', alt: 'Third curl', width: 800, height: 1000 },
];

function Harness({ start = 0, onClose }: { start?: number | null; onClose?: () => void }) {
  const [index, setIndex] = useState<number | null>(start);
  return (
    <>
      <button type="button" onClick={() => setIndex(0)}>
        Open
      </button>
      <Lightbox
        images={images}
        index={index}
        onIndexChange={setIndex}
        onClose={() => {
          onClose?.();
          setIndex(null);
        }}
        label="Gallery"
      />
    </>
  );
}

describe('Lightbox', () => {
  it('renders nothing while the index is null', () => {
    render(<Harness start={null} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the image at the index with a counter and a named modal dialog', async () => {
    render(<Harness start={2} />);
    const dialog = screen.getByRole('dialog', { name: 'Gallery' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    // The viewer's code arrives once the first photo is opened.
    const image = await screen.findByRole('img', { name: 'Third curl' });
    expect(image.getAttribute('src')).toMatch(/^\/storage\/gallery\/three\.jpg\?w=800&fm=webp$/);
    expect(image).toHaveAttribute('srcset');
    expect(screen.getByText('3 / 3')).toHaveAttribute('aria-live', 'polite');
  });

  it('moves with the buttons and wraps around both ways', async () => {
    const user = userEvent.setup();
    render(<Harness start={0} />);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('img', { name: 'Third curl' })).toBeInTheDocument();
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('img', { name: 'First curl' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const second = screen.getByRole('img', { name: 'Second curl' });
    expect(second).toHaveAttribute('src', 'https://cdn.example.com/two.jpg');
  });

  it('moves with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Harness start={0} />);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
  });

  it('closes by the close button, Escape and a click outside the image', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<Harness start={0} onClose={onClose} />);

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    // A native modal dialog turns Escape into a cancel event.
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    const stage = screen.getByRole('dialog').querySelector('.lightbox__stage');
    await user.click(stage as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('hides the arrows for a single image', () => {
    render(<Lightbox images={[images[0]!]} index={0} onIndexChange={() => undefined} onClose={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByText('1 / 1')).toBeInTheDocument();
  });
});
