// The brand mark: a single curl drawn as a spiral, with the wordmark beside it. Hidden from
// assistive technology: the link around it carries the accessible name, which begins with the words
// the logo shows (logoLinkLabel), so that a visitor who says what they see reaches the link.
import { config } from '../config';
import { CurlMark } from '../ui/CurlMark';
import './Logo.css';

/** The words the full logo shows: the brand's name and its tagline. */
export const LOGO_TEXT = [config.brandName, config.brandTagline].filter(Boolean).join(' ');

/** A link around the logo, named by what it shows and then where it leads: "CurlCraft Studio, home". */
export function logoLinkLabel(destination: string): string {
  return `${LOGO_TEXT}, ${destination}`;
}

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
