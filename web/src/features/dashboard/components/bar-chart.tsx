import { useId } from 'react';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';

export interface ChartRow {
  key: string;
  label: string;
  value: number;
  /** The same thing a year before; absent where there is no year before (stock by age). */
  previous?: number | null;
}

const WIDTH = 320;
const LABEL = 14;
const BAR = 14;
const PREVIOUS = 7;
const GAP = 12;

/**
 * Horizontal bars drawn with visx (decision 047): a row per thing counted, its label above its
 * bar, this period's bar solid and the year before's thinner and hatched under it (colour is
 * never the only difference). The SVG is one image for screen readers, named by `title`; its
 * numbers are the table beside it. It scales to its box (a viewBox, 100% wide): 360 px phones too.
 */
export function BarChart({ title, rows, format }: { title: string; rows: ChartRow[]; format: (n: number) => string }) {
  const id = useId();
  const pattern = `hatch-${id.replace(/:/g, '')}`;
  const max = Math.max(1, ...rows.flatMap((r) => [Math.abs(r.value), Math.abs(r.previous ?? 0)]));
  const x = scaleLinear<number>({ domain: [0, max], range: [0, WIDTH - 90] });
  const rowHeight = LABEL + BAR + PREVIOUS + GAP;
  const height = Math.max(rowHeight, rows.length * rowHeight);
  return (
    <svg viewBox={`0 0 ${WIDTH} ${height}`} width="100%" role="img" aria-labelledby={`${pattern}-title`}>
      <title id={`${pattern}-title`}>{title}</title>
      <defs>
        <pattern id={pattern} width="4" height="4" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="4" height="4" className="fill-leaf-100" />
          <line x1="0" y1="0" x2="0" y2="4" className="stroke-leaf-700" strokeWidth="2" />
        </pattern>
      </defs>
      {rows.map((row, i) => (
        <Group key={row.key} top={i * rowHeight} aria-hidden="true">
          <text x={0} y={LABEL - 3} className="fill-gray-800 text-[11px]">
            {row.label}
          </text>
          <Bar x={0} y={LABEL} width={x(Math.abs(row.value))} height={BAR} rx={2} className="fill-leaf-700" />
          <text x={x(Math.abs(row.value)) + 4} y={LABEL + BAR - 3} className="fill-gray-900 text-[10px]">
            {format(row.value)}
          </text>
          {row.previous !== undefined && row.previous !== null && (
            <Bar
              x={0}
              y={LABEL + BAR + 1}
              width={x(Math.abs(row.previous))}
              height={PREVIOUS}
              fill={`url(#${pattern})`}
            />
          )}
        </Group>
      ))}
    </svg>
  );
}
