import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { Button } from '../../components/Button';

const WIDTH = 480;
const HEIGHT = 160;

/**
 * An optional drawn signature on a <canvas> (mouse, pen or a finger: pointer events, and the
 * canvas keeps its 3:1 shape at any width so a stroke lands where it is drawn). The signature is optional, so a
 * keyboard user can skip it; 'Handtekening wissen' is a normal button. Reports a PNG data URL, or
 * null when empty.
 */
export function SignaturePad({
  onChange,
  color,
}: {
  onChange: (dataUrl: string | null) => void;
  color: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [empty, setEmpty] = useState(true);

  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx) return;
    ctx.lineWidth = 2.5;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.strokeStyle = color;
  }, [color]);

  const point = (e: PointerEvent<HTMLCanvasElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    return {
      x: ((e.clientX - rect.left) * WIDTH) / rect.width,
      y: ((e.clientY - rect.top) * HEIGHT) / rect.height,
    };
  };
  const start = (e: PointerEvent<HTMLCanvasElement>) => {
    const ctx = e.currentTarget.getContext('2d');
    if (!ctx) return;
    // No text selection or emulated mouse events while drawing.
    e.preventDefault();
    e.currentTarget.setPointerCapture(e.pointerId);
    drawing.current = true;
    const p = point(e);
    ctx.beginPath();
    ctx.moveTo(p.x, p.y);
    ctx.lineTo(p.x + 0.1, p.y + 0.1);
    ctx.stroke();
  };
  const move = (e: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const ctx = e.currentTarget.getContext('2d');
    const p = point(e);
    ctx?.lineTo(p.x, p.y);
    ctx?.stroke();
  };
  const end = () => {
    if (!drawing.current || !canvas.current) return;
    drawing.current = false;
    setEmpty(false);
    onChange(canvas.current.toDataURL('image/png'));
  };
  const clear = () => {
    const c = canvas.current;
    c?.getContext('2d')?.clearRect(0, 0, WIDTH, HEIGHT);
    setEmpty(true);
    onChange(null);
  };

  return (
    <div>
      <p id="signature-label" className="text-sm font-medium text-slate-700">
        Handtekening (optioneel)
      </p>
      <canvas
        ref={canvas}
        width={WIDTH}
        height={HEIGHT}
        aria-labelledby="signature-label"
        aria-describedby="signature-hint"
        role="img"
        // touch-action: none keeps a finger on the canvas from scrolling the page while it draws.
        className="mt-1.5 aspect-[3/1] w-full max-w-md touch-none rounded-md border border-slate-300 bg-white select-none"
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
      />
      <p id="signature-hint" className="mt-1 text-xs text-slate-500">
        Teken met muis, pen of vinger. Een handtekening is niet verplicht.
      </p>
      {!empty && (
        <Button variant="ghost" className="mt-1" onClick={clear}>
          Handtekening wissen
        </Button>
      )}
    </div>
  );
}
