// The brand mark: a single curl drawn as a spiral, with the wordmark beside it. Decorative: the
// link around it carries the accessible name.
import { config } from '../config';
import { CurlMark } from '../ui/CurlMark';
import './Logo.css';

export interface LogoProps {
  /** 'full' shows the wordmark beside the curl; 'mark' the curl alone. */
  variant?: 'full' | 'mark';
  className?: string;
}

export function Logo({ variant = 'full', className }: LogoProps) {
  return (
    <span className={['logo', `logo--${variant}`, className].filter(Boolean).join(' ')} aria-hidden="true">
      <CurlMark className="logo__mark" />
      {variant === 'full' && (
        <span className="logo__word">
          <span className="logo__name">{config.brandName}</span>
          {config.brandTagline && <span className="logo__tagline">{config.brandTagline}</span>}
        </span>
      )}
    </span>
  );
}
