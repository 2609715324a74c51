import { useDirection, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { formatNumber } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { countTicks } from './count-ticks.ts';

export type Bar = { label: string; count: number };
type SignupsBarsProps = { bars: Bar[]; caption: string; series: string };

const HEIGHT = 260;
const AXIS = 36; // room for the counts beside the bars
const BOTTOM = 24; // room for the days under them
const TOP = 16; // room for a value over the tallest bar
const MAX_BAR = 18;
const LABEL_GAP = 52; // a day's label and the space before the next

type Anchor = { x: number; anchor: 'start' | 'middle' | 'end' };

/** A day under its bar; the last day, at the chart's far edge, ends there rather than past it. */
function dayLabelAt(last: boolean, middle: number, width: number, dir: 'ltr' | 'rtl'): Anchor {
  if (!last) return { x: middle, anchor: 'middle' };
  // SVG text takes the page's direction: in Arabic its end is its left-hand edge.
  return { x: dir === 'rtl' ? 1 : width - 1, anchor: 'end' };
}

function DayLabel({ x, anchor, children }: Anchor & { children: string }) {
  return (
    <text x={x} y={HEIGHT - 6} textAnchor={anchor} fontSize={12} fill="var(--mantine-color-dimmed)">
      {children}
    </text>
  );
}

/**
 * The bars in plain SVG, mirrored right to left with the page; a hidden table carries the same
 * figures for screen readers. A chart library weighed 115 KiB gzip for this (README).
 */
export function SignupsBars({ bars, caption, series }: SignupsBarsProps) {
  const { ref, width } = useElementSize();
  const { dir } = useDirection();
  const { t } = useT();
  const ticks = countTicks(Math.max(0, ...bars.map((b) => b.count)));
  const top = ticks[ticks.length - 1] ?? 1;
  const plot = Math.max(0, width - AXIS);
  const slot = bars.length ? plot / bars.length : 0;
  const barWidth = Math.min(MAX_BAR, slot * 0.7);
  const labelEvery = Math.max(1, Math.ceil(LABEL_GAP / Math.max(slot, 1)));
  const showValues = slot >= 16;
  // Left to right from the axis, or right to left from it in Arabic.
  const x = (from: number) => (dir === 'rtl' ? width - AXIS - from : AXIS + from);
  const y = (count: number) => TOP + (HEIGHT - TOP - BOTTOM) * (1 - count / top);
  return (
    <div ref={ref}>
      {width > 0 && (
        <svg
          width={width}
          height={HEIGHT}
          aria-hidden="true"
          data-chart="signups"
          style={{ display: 'block' }}
        >
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={x(0)}
                x2={x(plot)}
                y1={y(tick)}
                y2={y(tick)}
                stroke="var(--mantine-color-default-border)"
                strokeDasharray={tick === 0 ? undefined : '4 4'}
              />
              <text
                x={dir === 'rtl' ? width - AXIS + 6 : AXIS - 6}
                y={y(tick)}
                dy="0.32em"
                textAnchor="end"
                fontSize={12}
                fill="var(--mantine-color-dimmed)"
              >
                {formatNumber(tick)}
              </text>
            </g>
          ))}
          {bars.map((bar, i) => {
            const middle = x(slot * (i + 0.5));
            // Every few days counted back from the last, which ends at the edge: none crowds it.
            const fromEnd = bars.length - 1 - i;
            const showLabel =
              fromEnd === 0 || (fromEnd % labelEvery === 0 && slot * (fromEnd + 0.5) >= LABEL_GAP * 1.3);
            return (
              <g key={bar.label}>
                <title>{`${bar.label}: ${formatNumber(bar.count)}`}</title>
                {/* The whole slot answers the pointer, so a day with no sign-ups has a tooltip too. */}
                <rect
                  x={middle - slot / 2}
                  y={TOP}
                  width={slot}
                  height={HEIGHT - TOP - BOTTOM}
                  fill="transparent"
                />
                {bar.count > 0 && (
                  <rect
                    x={middle - barWidth / 2}
                    y={y(bar.count)}
                    width={barWidth}
                    height={y(0) - y(bar.count)}
                    rx={Math.min(3, barWidth / 2)}
                    fill="var(--mantine-color-fieldhouse-5)"
                  />
                )}
                {showValues && bar.count > 0 && (
                  <text
                    x={middle}
                    y={y(bar.count) - 4}
                    textAnchor="middle"
                    fontSize={10}
                    fill="var(--mantine-color-text)"
                  >
                    {formatNumber(bar.count)}
                  </text>
                )}
                {showLabel && (
                  <DayLabel {...dayLabelAt(i === bars.length - 1, middle, width, dir)}>{bar.label}</DayLabel>
                )}
              </g>
            );
          })}
        </svg>
      )}
      <VisuallyHidden>
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dashboard.signups.day')}</th>
              <th scope="col">{series}</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.label}>
                <th scope="row">{bar.label}</th>
                <td>{formatNumber(bar.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </div>
  );
}
