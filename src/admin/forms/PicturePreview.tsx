import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { SquareCrop } from './picture-edit.ts';

export interface PicturePreviewProps {
  file: File;
  label: string;
  /** Given for square fields (staff photos, logos): the square kept, null until the picture is read. */
  crop?: SquareCrop | null;
  onCrop?: (crop: SquareCrop) => void;
  disabled?: boolean;
}

/** The picture is shown at most this wide. */
const PREVIEW_WIDTH = 240;
/** The smallest square, as a share of the picture's shorter side. */
const SMALLEST_SHARE = 0.2;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** `crop` kept inside a `width` × `height` picture. */
function within(crop: SquareCrop, width: number, height: number): SquareCrop {
  const size = clamp(Math.round(crop.size), 1, Math.min(width, height));
  return { size, x: clamp(Math.round(crop.x), 0, width - size), y: clamp(Math.round(crop.y), 0, height - size) };
}

/**
 * A chosen picture before it is saved. For a square field a square lies over it, which the mouse
 * or a finger drags, the arrow keys move (Shift for bigger steps) and a size slider grows or
 * shrinks; only that square is sent when the form is saved.
 */
export function PicturePreview({ file, label, crop, onCrop, disabled }: PicturePreviewProps) {
  const id = useId();
  const [url, setUrl] = useState('');
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const drag = useRef<{ pointerX: number; pointerY: number; start: SquareCrop; scale: number } | null>(null);
  const frame = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    setNatural(null);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);

  const cropping = Boolean(onCrop);
  const set = (next: SquareCrop) => natural && onCrop?.(within(next, natural.width, natural.height));

  function loaded(image: HTMLImageElement) {
    const { naturalWidth: width, naturalHeight: height } = image;
    setNatural({ width, height });
    // The largest square in the middle, until it is moved.
    const size = Math.min(width, height);
    if (onCrop && !crop) onCrop({ size, x: Math.round((width - size) / 2), y: Math.round((height - size) / 2) });
  }

  function move(event: KeyboardEvent<HTMLButtonElement>) {
    if (!crop || !natural) return;
    const step = Math.max(1, Math.round(Math.min(natural.width, natural.height) * (event.shiftKey ? 0.1 : 0.02)));
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const by = moves[event.key];
    if (!by) return;
    event.preventDefault();
    set({ ...crop, x: crop.x + by[0], y: crop.y + by[1] });
  }

  function startDrag(event: PointerEvent<HTMLButtonElement>) {
    if (!crop || !natural || !frame.current) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointerX: event.clientX, pointerY: event.clientY, start: crop, scale: natural.width / frame.current.clientWidth };
  }

  function dragging(event: PointerEvent<HTMLButtonElement>) {
    const held = drag.current;
    if (!held) return;
    set({
      ...held.start,
      x: held.start.x + (event.clientX - held.pointerX) * held.scale,
      y: held.start.y + (event.clientY - held.pointerY) * held.scale,
    });
  }

  function resize(size: number) {
    if (!crop) return;
    // Grows or shrinks about its centre.
    const centre = crop.size / 2;
    set({ size, x: crop.x + centre - size / 2, y: crop.y + centre - size / 2 });
  }

  const shortest = natural ? Math.min(natural.width, natural.height) : 0;
  const share = (value: number, of: number) => `${(value / of) * 100}%`;
  return (
    <figure className="mb-2">
      <div ref={frame} className="position-relative overflow-hidden rounded border d-inline-block" style={{ maxWidth: PREVIEW_WIDTH, lineHeight: 0 }}>
        {url ? (
          <img
            src={url}
            alt={`Preview of the new ${label.toLowerCase()}`}
            style={{ maxWidth: '100%', height: 'auto' }}
            onLoad={(event) => loaded(event.currentTarget)}
          />
        ) : null}
        {cropping && crop && natural ? (
          <button
            type="button"
            className="admin-crop-square"
            aria-label={`Square kept of the ${label.toLowerCase()}: drag it, or move it with the arrow keys`}
            aria-describedby={`${id}-where`}
            disabled={disabled}
            style={{
              left: share(crop.x, natural.width),
              top: share(crop.y, natural.height),
              width: share(crop.size, natural.width),
              height: share(crop.size, natural.height),
            }}
            onKeyDown={move}
            onPointerDown={startDrag}
            onPointerMove={dragging}
            onPointerUp={() => (drag.current = null)}
            onPointerCancel={() => (drag.current = null)}
          />
        ) : null}
      </div>
      {cropping && crop && natural ? (
        <figcaption className="form-text">
          <span id={`${id}-where`}>
            Only the square is saved: {crop.size} × {crop.size} pixels, {crop.x} from the left and {crop.y} from the top.
          </span>
          <label htmlFor={`${id}-size`} className="form-label d-block mt-1 mb-0">
            Square size
          </label>
          <input
            id={`${id}-size`}
            type="range"
            className="form-range"
            style={{ maxWidth: PREVIEW_WIDTH }}
            min={Math.max(1, Math.round(shortest * SMALLEST_SHARE))}
            max={shortest}
            value={crop.size}
            disabled={disabled}
            aria-valuetext={`${crop.size} pixels`}
            onChange={(event) => resize(Number(event.target.value))}
          />
        </figcaption>
      ) : null}
    </figure>
  );
}
