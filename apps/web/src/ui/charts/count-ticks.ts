// The steps a value axis may take, times a power of ten: 1, 2, 2.5 and 5 read easily.
const NICE = [1, 2, 2.5, 5, 10];

/** About four whole-number steps, each a round figure (…, 5, 10, 25, 50, …), from zero to at least `max`. */
export function countTicks(max: number): number[] {
  const rough = Math.max(1, max / 4);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = NICE.map((n) => n * power).find((n) => n >= rough && Number.isInteger(n)) ?? 10 * power;
  const top = Math.max(step, Math.ceil(max / step) * step);
  return Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
}
