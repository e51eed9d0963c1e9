import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A signature drawn with a finger, pen or mouse on a canvas (pointer events). `onChange` gets
 * the drawing as a PNG data URL after each stroke, or '' once cleared.
 */
export function SignaturePad({ label, onChange }: { label: string; onChange: (dataUrl: string) => void }) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const point = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const c = e.currentTarget;
    const box = c.getBoundingClientRect();
    return [((e.clientX - box.left) * c.width) / box.width, ((e.clientY - box.top) * c.height) / box.height] as const;
  };
  return (
    <div>
      <canvas
        ref={canvas}
        width={600}
        height={200}
        role="img"
        aria-label={label}
        className="h-36 w-full touch-none rounded border border-leaf-300 bg-white"
        onPointerDown={(e) => {
          const ctx = e.currentTarget.getContext('2d');
          if (!ctx) return;
          e.currentTarget.setPointerCapture?.(e.pointerId);
          drawing.current = true;
          ctx.lineWidth = 3;
          ctx.lineCap = 'round';
          ctx.beginPath();
          ctx.moveTo(...point(e));
        }}
        onPointerMove={(e) => {
          const ctx = e.currentTarget.getContext('2d');
          if (!drawing.current || !ctx) return;
          ctx.lineTo(...point(e));
          ctx.stroke();
        }}
        onPointerUp={(e) => {
          if (!drawing.current) return;
          drawing.current = false;
          onChange(e.currentTarget.toDataURL('image/png'));
        }}
      />
      <button
        type="button"
        className="btn btn-secondary mt-1 min-h-10 px-3 text-sm"
        onClick={() => {
          const c = canvas.current;
          c?.getContext('2d')?.clearRect(0, 0, c.width, c.height);
          onChange('');
        }}
      >
        {t('deliveries.driverPage.clear')}
      </button>
    </div>
  );
}
