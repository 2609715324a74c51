/** How a figure moved from the previous period: its direction, and by how much in words' terms. */
export type Change =
  | { direction: 'up' | 'down'; percent: number | null; points: number | null }
  | { direction: 'same' | 'fromNone' | 'noValue' };

/**
 * The change from `previous` to `current`: a share moves by percentage points, anything else by
 * a percent of what it was (none before and some now has no percent: "none the period before").
 */
export function periodChange(current: number | null, previous: number | null, share = false): Change {
  if (current === null || previous === null) return { direction: 'noValue' };
  if (current === previous) return { direction: 'same' };
  const direction = current > previous ? 'up' : 'down';
  if (share) return { direction, percent: null, points: Math.round(Math.abs(current - previous) * 100) };
  if (previous === 0) return { direction: 'fromNone' };
  return {
    direction,
    percent: Math.round((Math.abs(current - previous) / Math.abs(previous)) * 100),
    points: null,
  };
}
