import fc from 'fast-check';
import type { z } from 'zod';
import { ODD_CHARACTERS, validOf } from './arbitraries.ts';

/*
 * Values a schema should refuse (or, for odd text in a free field, accept without harm): each
 * built by taking a valid value and replacing one spot of it, at any depth, with something hostile.
 */

/** Just past what each database holds: PostgreSQL integers, JavaScript's safe integers, floats. */
const EDGE_NUMBERS = [
  -1,
  0,
  -0,
  0.5,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER - 2,
  1e21,
  1e308,
  -1e308,
  5e-324,
];

const oddText = fc
  .array(fc.constantFrom(...ODD_CHARACTERS, 'a', '1'), { minLength: 1, maxLength: 12 })
  .map((parts) => parts.join(''));

/** A value hostile to whatever the spot held. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  // NUL bytes, alone or inside text.
  fc.constantFrom('\u0000', 'a\u0000b', '\u0000'.repeat(3)),
  oddText,
  // Huge text: past every field's limit, and one past the body limit (413).
  fc.constantFrom(10_000, 70_000, 400_000).map((n) => 'x'.repeat(n)),
  fc.constantFrom(...EDGE_NUMBERS),
  // Wrong types.
  fc.constantFrom(null, true, false, [], {}, [[[]]], { $gt: '' }, '', ' ', '1', 'true', 'null', '2024-02-30'),
  fc.string({ unit: 'binary', maxLength: 16 }),
  fc.integer(),
  fc.double(),
);

type Path = (string | number)[];

/** Every spot of a value a mutation may replace: the value itself, each key, each element. */
function spots(value: unknown, path: Path = []): Path[] {
  const out: Path[] = [path];
  if (Array.isArray(value)) value.forEach((item, i) => out.push(...spots(item, [...path, i])));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) out.push(...spots(item, [...path, key]));
  }
  return out;
}

function replaceAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...Path];
  const copy = (Array.isArray(value) ? [...(value as unknown[])] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  // An own property even for `__proto__`, as JSON.parse would make it.
  Object.defineProperty(copy, head, {
    value: replaceAt(copy[head], rest, replacement),
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return copy;
}

function removeAt(value: unknown, path: Path): unknown {
  if (path.length === 0) return undefined;
  const [head, ...rest] = path as [string | number, ...Path];
  if (rest.length === 0 && value && typeof value === 'object' && !Array.isArray(value)) {
    const { [head]: _, ...others } = value as Record<string, unknown>;
    return others;
  }
  const copy = (Array.isArray(value) ? [...(value as unknown[])] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = removeAt(copy[head], rest);
  return copy;
}

/** Where an extra key goes, and what it is called: unknown, prototype-polluting or hostile. */
const extraKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'isAdmin', 'role_id', 'status', 'id', '', '\u0000'),
  oddText,
);

/** A valid value with one spot replaced, one key removed, or one key added. */
export function hostileOf(schema: z.ZodType): fc.Arbitrary<unknown> {
  return fc
    .tuple(validOf(schema), fc.nat(), fc.constantFrom('replace', 'remove', 'extra'), hostileValue, extraKey)
    .map(([valid, pick, how, hostile, key]) => {
      const all = spots(valid);
      const path = all[pick % all.length]!;
      if (how === 'remove' && path.length > 0) return removeAt(valid, path);
      if (how === 'extra') {
        const objects = all.filter((p) => {
          const at = p.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], valid);
          return at !== null && typeof at === 'object' && !Array.isArray(at);
        });
        const target = objects[pick % Math.max(1, objects.length)];
        if (target) return replaceAt(valid, [...target, key], hostile);
      }
      return replaceAt(valid, path, hostile);
    });
}
