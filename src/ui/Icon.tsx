// The site's icons: one drawing per name, in currentColor, always decorative. A control that shows
// an icon carries its own accessible name (aria-label); the icon itself is hidden from assistive technology.
import type { ReactNode } from 'react';

interface Drawing {
  /** Defaults to the 24-unit grid most icons are drawn on. */
  viewBox?: string;
  /** Line icons: their stroke width in viewBox units. Filled icons have none. */
  stroke?: number;
  shapes: ReactNode;
}

const drawings = {
  close: { stroke: 2, shapes: <path d="M6 6l12 12M18 6L6 18" /> },
  'chevron-left': { stroke: 2, shapes: <path d="M15 5l-7 7 7 7" /> },
  'chevron-right': { stroke: 2, shapes: <path d="M9 5l7 7-7 7" /> },
  menu: { stroke: 1.8, shapes: <path d="M4 7h16M4 12h16M10 17h10" /> },
  external: { stroke: 1.8, shapes: <path d="M7 17L17 7M9 7h8v8" /> },
  check: { viewBox: '0 0 20 20', stroke: 2, shapes: <path d="M4.5 10.5l3.5 3.5 7.5-8" /> },
  alert: {
    stroke: 2.2,
    shapes: (
      <>
        <path d="M12 7.5v6" />
        <circle cx="12" cy="17" r="1.3" fill="currentColor" stroke="none" />
      </>
    ),
  },
  phone: {
    stroke: 1.7,
    shapes: (
      <path d="M5 4h3.5l1.6 4-2.1 1.4a11 11 0 0 0 6.6 6.6l1.4-2.1 4 1.6V19a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />
    ),
  },
  chat: { stroke: 1.7, shapes: <path d="M4 20l1.3-3.9A8 8 0 1 1 8 19.1z" /> },
  location: {
    stroke: 1.7,
    shapes: (
      <>
        <path d="M12 21s-6.5-5.6-6.5-11A6.5 6.5 0 0 1 18.5 10c0 5.4-6.5 11-6.5 11z" />
        <circle cx="12" cy="10" r="2.4" />
      </>
    ),
  },
  download: { stroke: 2, shapes: <path d="M12 4v11m0 0l-4.5-4.5M12 15l4.5-4.5M5 19h14" /> },
  document: {
    viewBox: '0 0 48 48',
    stroke: 2,
    shapes: <path d="M12 6h17l9 9v25a2 2 0 0 1-2 2H12a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2z M29 6v9h9 M18 26h12 M18 32h8" />,
  },
  play: { shapes: <path d="M8 5.5v13a.5.5 0 0 0 .76.43l10.5-6.5a.5.5 0 0 0 0-.86L8.76 5.07A.5.5 0 0 0 8 5.5z" /> },
  pause: { shapes: <path d="M8 5h3v14H8zM13 5h3v14h-3z" /> },
  quote: {
    viewBox: '0 0 48 36',
    shapes: (
      <path d="M0 36V21.6C0 9.6 6.4 2.4 19.2 0l2 4.8C14 6.8 10.6 10.8 10 16.8h9.6V36H0zm26.4 0V21.6C26.4 9.6 32.8 2.4 45.6 0l2 4.8c-7.2 2-10.6 6-11.2 12H46V36H26.4z" />
    ),
  },
} satisfies Record<string, Drawing>;

export type IconName = keyof typeof drawings;

export const ICON_NAMES = Object.keys(drawings) as IconName[];

export interface IconProps {
  name: IconName;
  /** Width and height in px; without it, CSS sizes the icon. */
  size?: number;
  /** A line icon drawn heavier or lighter than its usual weight, in viewBox units. */
  strokeWidth?: number;
  className?: string;
}

export function Icon({ name, size, strokeWidth, className }: IconProps) {
  const drawing: Drawing = drawings[name];
  const line =
    drawing.stroke === undefined
      ? { fill: 'currentColor' }
      : {
          fill: 'none',
          stroke: 'currentColor',
          strokeWidth: strokeWidth ?? drawing.stroke,
          strokeLinecap: 'round' as const,
          strokeLinejoin: 'round' as const,
        };
  return (
    <svg
      className={className}
      viewBox={drawing.viewBox ?? '0 0 24 24'}
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      {...line}
    >
      {drawing.shapes}
    </svg>
  );
}
