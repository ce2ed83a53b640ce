import { render, screen } from '@testing-library/react';
import { ICON_NAMES, Icon } from '../../../src/ui/Icon';

describe('Icon', () => {
  it.each(ICON_NAMES)('draws "%s" as an svg hidden from assistive technology', (name) => {
    render(
      <button type="button" aria-label="Do it">
        <Icon name={name} size={20} />
      </button>,
    );
    const button = screen.getByRole('button', { name: 'Do it' });
    const svg = button.querySelector('svg');
    expect(svg).not.toBeNull();
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).toHaveAttribute('viewBox');
    expect(svg).toHaveAttribute('width', '20');
    expect(svg).toHaveAttribute('height', '20');
    expect(svg?.querySelector('path, circle')).not.toBeNull();
    // Nothing of the drawing reaches the accessibility tree: no role, no text.
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(button).toHaveTextContent('');
  });

  it('draws line icons in currentColor at their own weight, or at the one asked for', () => {
    const { container } = render(
      <>
        <Icon name="close" />
        <Icon name="close" strokeWidth={1.8} />
      </>,
    );
    const [usual, lighter] = Array.from(container.querySelectorAll('svg'));
    expect(usual).toHaveAttribute('stroke', 'currentColor');
    expect(usual).toHaveAttribute('fill', 'none');
    expect(usual).toHaveAttribute('stroke-width', '2');
    expect(lighter).toHaveAttribute('stroke-width', '1.8');
  });

  it('fills solid icons with currentColor and leaves an unsized icon to CSS', () => {
    const { container } = render(<Icon name="quote" className="quote" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveClass('quote');
    expect(svg).toHaveAttribute('fill', 'currentColor');
    expect(svg).not.toHaveAttribute('stroke');
    expect(svg).not.toHaveAttribute('width');
    expect(svg).not.toHaveAttribute('height');
  });
});
