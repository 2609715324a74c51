/** Up to about four whole-number steps from zero to at least `max`. */
export function countTicks(max: number): number[] {
  const step = Math.max(1, Math.ceil(max / 4));
  const top = Math.max(step, Math.ceil(max / step) * step);
  return Array.from({ length: top / step + 1 }, (_, i) => i * step);
}
