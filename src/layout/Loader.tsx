// The full-screen loader: shown while the visitor waits on a first load or a form being sent.
// It waits a moment before appearing, so fast answers never flash it.
import { useEffect, useState } from 'react';
import { useAppSelector } from '../state/hooks';
import { selectIsBlockingRequestInFlight } from '../state/requestSelectors';
import { CurlMark } from '../ui/CurlMark';
import './Loader.css';

/** How long a request may take before the loader appears. */
export const LOADER_DELAY_MS = 250;

export interface LoaderProps {
  /** Show regardless of requests (e.g. while the first page's code loads). */
  visible?: boolean;
}

export function Loader({ visible = false }: LoaderProps) {
  const busy = useAppSelector(selectIsBlockingRequestInFlight);
  const active = visible || busy;
  const [delayPassed, setDelayPassed] = useState(false);

  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setDelayPassed(true), LOADER_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setDelayPassed(false);
    };
  }, [active]);

  if (!active || !delayPassed) return null;
  return (
    <div className="loader" role="status" aria-live="polite">
      <div className="loader__inner">
        <CurlMark className="loader__mark" />
        <span className="loader__text">Loading</span>
      </div>
    </div>
  );
}
