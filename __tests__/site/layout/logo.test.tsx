// The logo's wordmark comes from build-time configuration (BRAND_NAME, BRAND_TAGLINE), not from code.
import { render } from '@testing-library/react';
import type * as LogoModule from '../../../src/layout/Logo';

type LogoComponent = typeof LogoModule.Logo;

/** The Logo as a build made with these environment variables would have it. */
function logoBuiltWith(env: Record<string, string | undefined>): LogoComponent {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete process.env[key];
  try {
    let Logo!: LogoComponent;
    jest.isolateModules(() => {
      ({ Logo } = jest.requireActual<typeof LogoModule>('../../../src/layout/Logo'));
    });
    return Logo;
  } finally {
    process.env = saved;
  }
}

describe('Logo', () => {
  it('spells the configured brand name and tagline', () => {
    const Logo = logoBuiltWith({ BRAND_NAME: ' Ringlet ', BRAND_TAGLINE: 'Salon & Shop' });
    const { container } = render(<Logo />);
    expect(container.querySelector('.logo__name')).toHaveTextContent(/^Ringlet$/);
    expect(container.querySelector('.logo__tagline')).toHaveTextContent('Salon & Shop');
  });

  it('leaves the tagline out when it is set empty, and has a name when none is set', () => {
    const Logo = logoBuiltWith({ BRAND_NAME: undefined, BRAND_TAGLINE: '' });
    const { container } = render(<Logo />);
    expect(container.querySelector('.logo__name')?.textContent).toBeTruthy();
    expect(container.querySelector('.logo__tagline')).toBeNull();
  });
});
