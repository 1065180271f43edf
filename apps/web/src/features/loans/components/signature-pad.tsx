import { Button } from '@swx/ui';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A pad to sign on (issue 19): strokes drawn with a mouse, a pen or a finger (pointer events,
 * `touch-action: none` so that a finger draws instead of scrolling), cleared with a button, and
 * handed over as a PNG. For a reader who cannot draw, typing the full name writes it on the pad
 * in a handwriting face: the server receives an image either way and refuses a blank one.
 */

export interface SignaturePadHandle {
  /** The signature as a PNG, or null while the pad is blank. */
  toBlob(): Promise<Blob | null>;
  clear(): void;
}

const WIDTH = 600;
const HEIGHT = 200;
const INK = '#111827';

export function SignaturePad({
  ref,
  onChange,
  label,
}: {
  ref?: Ref<SignaturePadHandle>;
  /** Whether the pad holds a signature now. */
  onChange?: (signed: boolean) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef<{ id: number; x: number; y: number } | null>(null);
  const [signed, setSigned] = useState(false);
  const [typed, setTyped] = useState('');

  const context = () => {
    const c = canvas.current?.getContext('2d');
    if (!c) return null;
    c.lineCap = 'round';
    c.lineJoin = 'round';
    c.lineWidth = 3;
    c.strokeStyle = INK;
    c.fillStyle = INK;
    return c;
  };

  const mark = (value: boolean) => {
    setSigned(value);
    onChange?.(value);
  };

  const blank = () => {
    const c = context();
    if (!c) return;
    c.fillStyle = '#ffffff';
    c.fillRect(0, 0, WIDTH, HEIGHT);
  };

  useEffect(blank, []);

  const clear = () => {
    blank();
    setTyped('');
    mark(false);
  };

  useImperativeHandle(ref, () => ({
    clear,
    toBlob: () =>
      new Promise<Blob | null>((resolve) => {
        if (!signed || !canvas.current) {
          resolve(null);
          return;
        }
        canvas.current.toBlob((blob) => resolve(blob), 'image/png');
      }),
  }));

  /** A pointer's place on the canvas, in its own pixels. */
  const at = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) / box.width) * WIDTH,
      y: ((event.clientY - box.top) / box.height) * HEIGHT,
    };
  };

  function start(event: React.PointerEvent<HTMLCanvasElement>) {
    if (drawing.current) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const p = at(event);
    drawing.current = { id: event.pointerId, ...p };
    const c = context();
    c?.beginPath();
    c?.arc(p.x, p.y, 1.5, 0, Math.PI * 2);
    c?.fill();
  }

  function move(event: React.PointerEvent<HTMLCanvasElement>) {
    const last = drawing.current;
    if (!last || last.id !== event.pointerId) return;
    const p = at(event);
    const c = context();
    if (!c) return;
    c.beginPath();
    c.moveTo(last.x, last.y);
    c.lineTo(p.x, p.y);
    c.stroke();
    drawing.current = { id: event.pointerId, ...p };
    if (!signed) mark(true);
  }

  function end(event: React.PointerEvent<HTMLCanvasElement>) {
    if (drawing.current?.id !== event.pointerId) return;
    drawing.current = null;
    if (!signed) mark(true);
  }

  function writeName(name: string) {
    setTyped(name);
    blank();
    const c = context();
    if (!c) return;
    const text = name.trim();
    if (text === '') {
      mark(false);
      return;
    }
    c.font = 'italic 48px "Segoe Script", "Brush Script MT", cursive';
    c.textBaseline = 'middle';
    c.fillText(text, 24, HEIGHT / 2, WIDTH - 48);
    mark(true);
  }

  return (
    <div className="flex flex-col gap-2">
      <canvas
        ref={canvas}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label={label}
        data-testid="signature-pad"
        data-signed={signed ? 'true' : 'false'}
        className="h-40 w-full touch-none rounded-lg border border-line bg-white desk:h-44"
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
      />
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm text-fg-muted">
          {t('loans.sign.typeInstead')}
          <input
            className="h-10 rounded-md border border-line bg-surface px-3 text-fg"
            value={typed}
            maxLength={60}
            autoComplete="name"
            onChange={(event) => writeName(event.target.value)}
          />
        </label>
        <Button variant="secondary" onClick={clear}>
          {t('loans.sign.clear')}
        </Button>
      </div>
    </div>
  );
}
