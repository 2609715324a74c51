import type { ReactNode } from 'react';
import { useDirection } from '@mantine/core';
import { countTicks } from './count-ticks.ts';

export const CHART_HEIGHT = 260;
const AXIS = 44; // room for the values beside the plot
const BOTTOM = 24; // room for the labels under it
const TOP = 16; // room for a value over the tallest mark
const LABEL_GAP = 56; // a label and the space before the next

/**
 * Where a chart of `slots` places along the bottom, up to `max`, draws in `width`: time runs from
 * the value axis towards the reading direction, so in Arabic the first place is on the right.
 */
export function useChartFrame(width: number, slots: number, max: number) {
  const { dir } = useDirection();
  const ticks = countTicks(max);
  const top = ticks[ticks.length - 1] ?? 1;
  const plot = Math.max(0, width - AXIS);
  const slot = slots ? plot / slots : 0;
  return {
    dir,
    width,
    ticks,
    plot,
    slot,
    /** The x of a distance along the plot from the value axis. */
    x: (from: number) => (dir === 'rtl' ? width - AXIS - from : AXIS + from),
    y: (value: number) => TOP + (CHART_HEIGHT - TOP - BOTTOM) * (1 - Math.max(0, value) / top),
    top: TOP,
    bottom: CHART_HEIGHT - BOTTOM,
    /** Every how many places a label fits. */
    labelEvery: Math.max(1, Math.ceil(LABEL_GAP / Math.max(slot, 1))),
    axisX: dir === 'rtl' ? width - AXIS + 6 : AXIS - 6,
  };
}

export type ChartFrame = ReturnType<typeof useChartFrame>;

/** The value axis: a dashed line across the plot at each step, its value beside it. */
export function ValueGrid({ frame, format }: { frame: ChartFrame; format: (value: number) => string }) {
  return frame.ticks.map((tick) => (
    <g key={tick}>
      <line
        x1={frame.x(0)}
        x2={frame.x(frame.plot)}
        y1={frame.y(tick)}
        y2={frame.y(tick)}
        stroke="var(--mantine-color-default-border)"
        strokeDasharray={tick === 0 ? undefined : '4 4'}
      />
      <text
        x={frame.axisX}
        y={frame.y(tick)}
        dy="0.32em"
        textAnchor="end"
        fontSize={12}
        fill="var(--mantine-color-dimmed)"
      >
        {format(tick)}
      </text>
    </g>
  ));
}

/**
 * A place's label under it, every few places counted back from the last, so none crowds the last;
 * the last, at the chart's far edge, ends there rather than past it.
 */
export function PlaceLabel({
  frame,
  index,
  count,
  middle,
  children,
}: {
  frame: ChartFrame;
  index: number;
  count: number;
  middle: number;
  children: string;
}) {
  const fromEnd = count - 1 - index;
  const shown =
    fromEnd === 0 || (fromEnd % frame.labelEvery === 0 && frame.slot * (fromEnd + 0.5) >= LABEL_GAP * 1.3);
  if (!shown) return null;
  // SVG text takes the page's direction: in Arabic its end is its left-hand edge.
  const atEdge = fromEnd === 0;
  const x = atEdge ? (frame.dir === 'rtl' ? 1 : frame.width - 1) : middle;
  return (
    <text
      x={x}
      y={CHART_HEIGHT - 6}
      textAnchor={atEdge ? 'end' : 'middle'}
      fontSize={12}
      fill="var(--mantine-color-dimmed)"
    >
      {children}
    </text>
  );
}

/** The drawing itself, hidden from screen readers (its table speaks for it), over the value axis. */
export function ChartSvg(props: {
  name: string;
  frame: ChartFrame;
  format: (value: number) => string;
  children: ReactNode;
}) {
  return (
    <svg
      width={props.frame.width}
      height={CHART_HEIGHT}
      aria-hidden="true"
      data-chart={props.name}
      style={{ display: 'block' }}
    >
      <ValueGrid frame={props.frame} format={props.format} />
      {props.children}
    </svg>
  );
}
