// The curl drawn as a spiral: the brand's mark, also the loader's spinner. Always decorative.
import './CurlMark.css';

/** The spiral itself, in a 48 × 48 box: also drawn by the not-found illustration. */
export const CURL_PATH =
  'M31.5 11.2C28.8 9.8 26 9.4 23.4 9.7 15.8 10.4 10.3 17 11 24.6c.7 7.2 7 12.5 14.2 11.8 6.3-.6 10.9-6.1 10.3-12.4-.5-5.3-5.2-9.2-10.5-8.7-4.4.4-7.6 4.3-7.2 8.7.4 3.5 3.5 6.1 7 5.7 2.7-.3 4.7-2.7 4.4-5.4-.2-2-2-3.4-4-3.2';

export function CurlMark({ className }: { className?: string }) {
  return (
    <svg
      className={['curl-mark', className].filter(Boolean).join(' ')}
      viewBox="0 0 48 48"
      width="48"
      height="48"
      focusable="false"
      aria-hidden="true"
    >
      <circle className="curl-mark__ring" cx="24" cy="24" r="22.5" fill="none" strokeWidth="1.5" />
      <path className="curl-mark__curl" d={CURL_PATH} fill="none" strokeWidth="2.6" strokeLinecap="round" />
      <circle className="curl-mark__seed" cx="33.6" cy="12.4" r="2.1" />
    </svg>
  );
}
