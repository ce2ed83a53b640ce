// The stage's width and the viewport's height, measured again once a resize settles.
import { useEffect, useState } from 'react';

const RESIZE_SETTLE_MS = 150;

export function useStageSize(stage: HTMLElement | null): { width: number; viewportHeight: number } {
  const [size, setSize] = useState({ width: 0, viewportHeight: 0 });
  useEffect(() => {
    if (!stage) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const measure = () => setSize({ width: Math.floor(stage.clientWidth), viewportHeight: window.innerHeight });
    const settle = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, RESIZE_SETTLE_MS);
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(settle);
    observer?.observe(stage);
    window.addEventListener('resize', settle);
    return () => {
      clearTimeout(timer);
      observer?.disconnect();
      window.removeEventListener('resize', settle);
    };
  }, [stage]);
  return size;
}
