// A decorative illustration for the not-found screen: loose curls tumbling inside an arch.
import { CURL_PATH } from '../ui/CurlMark';

const curls = [
  { x: 62, y: 92, scale: 1.5, rotate: -18, tone: 'forest' },
  { x: 150, y: 70, scale: 1.1, rotate: 40, tone: 'terracotta' },
  { x: 118, y: 168, scale: 1.9, rotate: 10, tone: 'forest' },
  { x: 44, y: 210, scale: 1.05, rotate: 120, tone: 'terracotta' },
  { x: 190, y: 232, scale: 1.3, rotate: -60, tone: 'forest' },
  { x: 86, y: 290, scale: 1.2, rotate: 200, tone: 'forest' },
  { x: 170, y: 150, scale: 0.7, rotate: 90, tone: 'terracotta' },
] as const;

export function NotFoundIllustration({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 260 340"
      width="260"
      height="340"
      aria-hidden="true"
      focusable="false"
      role="presentation"
    >
      <path d="M0 130a130 130 0 0 1 260 0v190a20 20 0 0 1-20 20H20a20 20 0 0 1-20-20z" fill="var(--color-blush)" />
      <path
        d="M18 132a112 112 0 0 1 224 0"
        fill="none"
        stroke="var(--color-white)"
        strokeOpacity="0.7"
        strokeWidth="1.5"
        strokeDasharray="2 7"
        strokeLinecap="round"
      />
      {curls.map((curl, index) => (
        <g
          key={index}
          transform={`translate(${curl.x} ${curl.y}) rotate(${curl.rotate}) scale(${curl.scale}) translate(-24 -24)`}
        >
          <path
            d={CURL_PATH}
            fill="none"
            stroke={curl.tone === 'forest' ? 'var(--color-forest)' : 'var(--color-terracotta)'}
            strokeWidth="3"
            vectorEffect="non-scaling-stroke"
            strokeLinecap="round"
          />
        </g>
      ))}
      <circle cx="214" cy="112" r="5" fill="var(--color-terracotta)" />
      <circle cx="36" cy="150" r="3.5" fill="var(--color-forest)" opacity="0.6" />
    </svg>
  );
}
