/** Change from last week to this week: a sign for the words ('+', '−', '±'), the amount, the trend. */
export function weekChange(
  thisWeek: number,
  lastWeek: number,
): { sign: '+' | '−' | '±'; amount: number; direction: 'up' | 'down' | 'flat' } {
  const delta = thisWeek - lastWeek;
  if (delta > 0) return { sign: '+', amount: delta, direction: 'up' };
  if (delta < 0) return { sign: '−', amount: -delta, direction: 'down' };
  return { sign: '±', amount: 0, direction: 'flat' };
}
