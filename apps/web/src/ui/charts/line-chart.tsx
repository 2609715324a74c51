import { Group, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { formatNumber } from '../../lib/format.ts';
import { ChartSvg, PlaceLabel, useChartFrame } from './chart-frame.tsx';
import { ChartTable } from './chart-table.tsx';

/**
 * A line: its name (in the legend and the table), a value per label (null: none there, a gap),
 * and its look, one of three told apart by pattern as well as colour.
 */
export type LineSeries = { name: string; values: (number | null)[]; look?: 0 | 1 | 2 };

export type LineChartProps = {
  /** Names the drawing for tests and styles (`svg[data-chart=…]`). */
  name: string;
  labels: string[];
  series: LineSeries[];
  caption: string;
  labelHeader: string;
  format?: (value: number) => string;
};

// Lines are told apart by their pattern, not by their colour alone.
const LOOKS = [
  { stroke: 'var(--mantine-color-fieldhouse-5)', dash: undefined },
  { stroke: 'var(--mantine-color-orange-7)', dash: '8 3' },
  { stroke: 'var(--mantine-color-dimmed)', dash: '2 3' },
] as const;

function Swatch({ look }: { look: (typeof LOOKS)[number] }) {
  return (
    <svg width={24} height={10} aria-hidden="true">
      <line x1={0} x2={24} y1={5} y2={5} stroke={look.stroke} strokeWidth={2} strokeDasharray={look.dash} />
    </svg>
  );
}

/** The path through the values, lifted over each gap. */
function linePath(values: (number | null)[], at: (i: number) => number, y: (value: number) => number) {
  let path = '';
  let drawing = false;
  values.forEach((value, i) => {
    if (value === null) drawing = false;
    else {
      path += `${drawing ? 'L' : 'M'}${at(i)},${y(value)} `;
      drawing = true;
    }
  });
  return path.trim();
}

/**
 * Lines in plain SVG over the same frame as the bars (time runs right to left in Arabic), a
 * legend in words, and a hidden table of every value for screen readers.
 */
export function LineChart({
  name,
  labels,
  series,
  caption,
  labelHeader,
  format = formatNumber,
}: LineChartProps) {
  const { ref, width } = useElementSize();
  const max = Math.max(0, ...series.flatMap((s) => s.values.map((v) => v ?? 0)));
  const write = (value: number | null) => (value === null ? '—' : format(value));
  const frame = useChartFrame(width, labels.length, max);
  const { slot, x, y } = frame;
  const at = (i: number) => x(slot * (i + 0.5));
  return (
    <div ref={ref}>
      {width > 0 && (
        <ChartSvg name={name} frame={frame} format={format}>
          {series.map((line) => {
            const look = LOOKS[line.look ?? 0];
            return (
              <g key={line.name}>
                <path
                  d={linePath(line.values, at, y)}
                  fill="none"
                  stroke={look.stroke}
                  strokeWidth={2}
                  strokeDasharray={look.dash}
                  strokeLinejoin="round"
                />
                {slot >= 8 &&
                  line.values.map(
                    (value, i) =>
                      value !== null && (
                        <circle key={i} cx={at(i)} cy={y(value)} r={3} fill={look.stroke}>
                          <title>{`${labels[i] ?? ''} · ${line.name}: ${format(value)}`}</title>
                        </circle>
                      ),
                  )}
              </g>
            );
          })}
          {labels.map((label, i) => (
            <PlaceLabel key={`${label}-${i}`} frame={frame} index={i} count={labels.length} middle={at(i)}>
              {label}
            </PlaceLabel>
          ))}
        </ChartSvg>
      )}
      {series.length > 1 && (
        <Group gap="md" mt="xs" aria-hidden="true">
          {series.map((line) => (
            <Group key={line.name} gap={6} wrap="nowrap">
              <Swatch look={LOOKS[line.look ?? 0]} />
              <Text size="xs" c="dimmed">
                {line.name}
              </Text>
            </Group>
          ))}
        </Group>
      )}
      <ChartTable
        caption={caption}
        labelHeader={labelHeader}
        columns={series.map((s) => s.name)}
        rows={labels.map((label, i) => ({ label, cells: series.map((s) => write(s.values[i] ?? null)) }))}
      />
    </div>
  );
}
