// Sets where a picture's subject is: a click on the picture puts the point there, and the point is a
// control of its own that arrow keys move (Shift for larger steps). The site keeps that point in
// view wherever it crops the picture.
import { useRef, type KeyboardEvent, type MouseEvent } from 'react';
import type { FocalPoint } from '../../api/adminContract';

export interface FocalPointPickerProps {
  src: string;
  width: number | null;
  height: number | null;
  value: FocalPoint;
  onChange: (point: FocalPoint) => void;
}

const clamp = (value: number) => Math.min(1, Math.max(0, Math.round(value * 1000) / 1000));
const percent = (value: number) => `${Math.round(value * 100)}%`;

/** Where a pointer event falls in the picture's frame, as fractions of its width and height. */
function pointIn(event: MouseEvent<HTMLDivElement>): FocalPoint {
  const box = event.currentTarget.getBoundingClientRect();
  return { x: clamp((event.clientX - box.left) / box.width), y: clamp((event.clientY - box.top) / box.height) };
}

const STEPS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

export function FocalPointPicker({ src, width, height, value, onChange }: FocalPointPickerProps) {
  // Where in the picture the press went down: the press also moves focus to the dialog, which can
  // scroll the picture before the click is complete. The click (not a touch that scrolls) places it.
  const pressedAt = useRef<FocalPoint | null>(null);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    onChange(pressedAt.current ?? pointIn(event));
    pressedAt.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const size = event.shiftKey ? 0.1 : 0.02;
    onChange({ x: clamp(value.x + step[0] * size), y: clamp(value.y + step[1] * size) });
  };

  return (
    <div className="focal-picker">
      {/* A click is a shortcut: the point itself is the keyboard's control. */}
      <div
        className="focal-picker__frame"
        onPointerDown={(event) => (pressedAt.current = pointIn(event))}
        onClick={onClick}
      >
        <img src={src} alt="" width={width ?? undefined} height={height ?? undefined} className="focal-picker__image" />
        <button
          type="button"
          className="focal-picker__point"
          style={{ left: percent(value.x), top: percent(value.y) }}
          aria-label={`Focal point, ${percent(value.x)} across and ${percent(value.y)} down. Arrow keys move it.`}
          onKeyDown={onKeyDown}
          onPointerDown={(event) => event.stopPropagation()}
          onClick={(event) => event.stopPropagation()}
        />
      </div>
      <p className="focal-picker__hint">
        Click the picture where its subject is, or move the point with the arrow keys. Cropped, the site keeps that
        point in view.
      </p>
    </div>
  );
}
