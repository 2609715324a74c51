import { useElementSize } from '@mantine/hooks';
import { formatNumber } from '../../lib/format.ts';
import { ChartSvg, PlaceLabel, useChartFrame } from './chart-frame.tsx';
import { ChartTable } from './chart-table.tsx';

export type BarPoint = { label: string; value: number };

export type BarChartProps = {
  /** Names the drawing for tests and styles (`svg[data-chart=…]`). */
  name: string;
  points: BarPoint[];
  /** The table's caption: what the chart shows. */
  caption: string;
  /** The heading over the labels (e.g. "Day") and over the values (e.g. "Sign-ups"). */
  labelHeader: string;
  series: string;
  /** How a value is written; the reader's digits by default. */
  format?: (value: number) => string;
  /** How the value axis writes its steps, when shorter than `format` (a sum without its cents). */
  tickFormat?: (value: number) => string;
};

const MAX_BAR = 18;

/**
 * Bars in plain SVG, mirrored right to left with the page, colours from Mantine's variables so the
 * dark scheme needs nothing; a hidden table carries the same figures for screen readers. A chart
 * library weighed 115 KiB gzip for this (README).
 */
export function BarChart({
  name,
  points,
  caption,
  labelHeader,
  series,
  format = formatNumber,
  tickFormat = format,
}: BarChartProps) {
  const { ref, width } = useElementSize();
  const frame = useChartFrame(width, points.length, Math.max(0, ...points.map((p) => p.value)));
  const { slot, x, y } = frame;
  const barWidth = Math.min(MAX_BAR, slot * 0.7);
  const showValues = slot >= 16;
  return (
    <div ref={ref}>
      {width > 0 && (
        <ChartSvg name={name} frame={frame} format={tickFormat}>
          {points.map((point, i) => {
            const middle = x(slot * (i + 0.5));
            return (
              <g key={`${point.label}-${i}`}>
                <title>{`${point.label}: ${format(point.value)}`}</title>
                {/* The whole slot answers the pointer, so a place with nothing has a tooltip too. */}
                <rect
                  x={middle - slot / 2}
                  y={frame.top}
                  width={slot}
                  height={frame.bottom - frame.top}
                  fill="transparent"
                />
                {point.value > 0 && (
                  <rect
                    x={middle - barWidth / 2}
                    y={y(point.value)}
                    width={barWidth}
                    height={y(0) - y(point.value)}
                    rx={Math.min(3, barWidth / 2)}
                    fill="var(--mantine-color-fieldhouse-5)"
                  />
                )}
                {showValues && point.value > 0 && (
                  <text
                    x={middle}
                    y={y(point.value) - 4}
                    textAnchor="middle"
                    fontSize={10}
                    fill="var(--mantine-color-text)"
                  >
                    {format(point.value)}
                  </text>
                )}
                <PlaceLabel frame={frame} index={i} count={points.length} middle={middle}>
                  {point.label}
                </PlaceLabel>
              </g>
            );
          })}
        </ChartSvg>
      )}
      <ChartTable
        caption={caption}
        labelHeader={labelHeader}
        columns={[series]}
        rows={points.map((p) => ({ label: p.label, cells: [format(p.value)] }))}
      />
    </div>
  );
}
