/** Change from last week to this week in words, e.g. '+12 vs last week (40)'. */
export function weekChange(
  thisWeek: number,
  lastWeek: number,
): { text: string; direction: 'up' | 'down' | 'flat' } {
  const delta = thisWeek - lastWeek;
  const direction = delta > 0 ? 'up' : delta < 0 ? 'down' : 'flat';
  const sign = delta > 0 ? '+' : delta < 0 ? '−' : '±';
  return { text: `${sign}${Math.abs(delta)} vs last week (${lastWeek})`, direction };
}
