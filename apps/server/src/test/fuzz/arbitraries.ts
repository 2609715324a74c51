import fc from 'fast-check';
import type { z } from 'zod';

/*
 * fast-check arbitraries written from zod 4 schemas (zod-fast-check only knows zod 3): the walk
 * reads each schema's definition (`_zod.def`) and its checks. What it makes is a candidate: the
 * fuzz test asks the schema itself whether a candidate is valid, so a refinement the walk cannot
 * read (a `.refine`, a cross-field rule) only lowers the share of valid cases, never misjudges one.
 */

type Def = {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  format?: string;
  pattern?: RegExp;
  coerce?: boolean;
  left?: z.ZodType;
  right?: z.ZodType;
  getter?: () => z.ZodType;
};
type CheckDef = {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number | bigint;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
};

export const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def) => (def.checks ?? []).map((check) => check._zod.def);

/** Characters people and attackers type that plain ASCII tests miss. */
export const ODD_CHARACTERS = [
  '\u200f', // right-to-left mark
  '\u202e', // right-to-left override
  '\u200b', // zero-width space
  '\ufeff', // byte-order mark
  '\ud800', // lone high surrogate
  '\udfff', // lone low surrogate
  '\u0301', // combining acute accent
  'e\u0301\u0301\u0301',
  '😀',
  '👩‍👩‍👧',
  'ﷺ',
  'م',
  '\u0085', // next line
  '\u2028', // line separator
  '\t',
  '\r\n',
  "'",
  '"',
  '\\',
  '%',
  '<',
  '../',
] as const;

/** One unit of text: mostly letters and digits, sometimes an odd character. */
const unit = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCXYZ0123456789 -_.') },
  { weight: 1, arbitrary: fc.constantFrom(...ODD_CHARACTERS) },
);

/** A string within `min`..`max` UTF-16 units, the way zod counts them. */
const text = (min: number, max: number) =>
  fc
    .array(unit, { minLength: min, maxLength: Math.min(max, min + 24) })
    .map((parts) => parts.join(''))
    .map((s) => (s.length > max ? s.slice(0, max) : s.length < min ? s.padEnd(min, 'a') : s));

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  let min = 0;
  let max = 64;
  let pattern: RegExp | undefined = def.pattern;
  for (const check of checksOf(def)) {
    if (check.check === 'min_length') min = check.minimum ?? min;
    if (check.check === 'max_length') max = check.maximum ?? max;
    if (check.check === 'length_equals') min = max = check.length ?? min;
    if (check.check === 'string_format' && check.pattern) pattern = check.pattern;
  }
  if (def.format === 'email') return fc.emailAddress();
  if (def.format === 'uuid' || def.format === 'guid') return fc.uuid();
  if (def.format === 'datetime') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (pattern) {
    // fast-check matches the pattern anywhere unless anchored; the contract's patterns are anchored.
    return fc.stringMatching(pattern).filter((s) => s.length >= min && s.length <= max);
  }
  return text(min, Math.max(min, max));
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  let min = -1e9;
  let max = 1e9;
  let integer = false;
  for (const check of checksOf(def)) {
    const value = Number(check.value);
    if (check.check === 'greater_than') min = check.inclusive ? value : value + (integer ? 1 : 1e-6);
    if (check.check === 'less_than') max = check.inclusive ? value : value - (integer ? 1 : 1e-6);
    if (check.check === 'number_format') integer = true;
  }
  if (integer) {
    // Exclusive bounds read before `.int()` was seen: round inwards.
    return fc.integer({ min: Math.ceil(Math.max(min, Number.MIN_SAFE_INTEGER)), max: Math.floor(max) });
  }
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** A value the schema is meant to accept (see the note above: the schema has the last word). */
export function validOf(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  if (depth > 8) return fc.constant(undefined);
  const next = (inner: z.ZodType) => validOf(inner, depth + 1);
  switch (def.type) {
    case 'string':
      return stringArbitrary(def);
    case 'number':
    case 'int':
      return numberArbitrary(def);
    case 'bigint':
      return fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n });
    case 'boolean':
      return def.coerce ? fc.constantFrom('true', 'false') : fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case 'literal':
      return fc.constantFrom(...(def.values ?? []));
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'never':
    case 'void':
      return fc.constant(undefined);
    case 'optional':
      return fc.option(next(def.innerType!), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(next(def.innerType!), { nil: null, freq: 4 });
    case 'default':
    case 'prefault':
      return fc.option(next(def.innerType!), { nil: undefined, freq: 4 });
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return next(def.innerType!);
    case 'pipe':
      return next(def.in!);
    case 'lazy':
      return next(def.getter!());
    case 'array': {
      let minLength = 0;
      let maxLength = 4;
      for (const check of checksOf(def)) {
        if (check.check === 'min_length') minLength = check.minimum ?? 0;
        if (check.check === 'max_length') maxLength = Math.min(check.maximum ?? 4, minLength + 4);
      }
      return fc.array(next(def.element!), { minLength, maxLength: Math.max(minLength, maxLength) });
    }
    case 'union':
      return fc.oneof(...def.options!.map(next));
    case 'intersection':
      return next(def.left!);
    case 'record':
      return fc.dictionary(next(def.keyType!) as fc.Arbitrary<string>, next(def.valueType!), { maxKeys: 4 });
    case 'object':
      return objectArbitrary(def, next);
    default:
      // unknown, any, custom, transform…: anything JSON can carry.
      return fc.jsonValue({ maxDepth: 2 });
  }
}

const OPTIONAL = new Set(['optional', 'default', 'prefault']);

function objectArbitrary(def: Def, next: (inner: z.ZodType) => fc.Arbitrary<unknown>) {
  const shape = def.shape ?? {};
  const keys = Object.keys(shape);
  const requiredKeys = keys.filter((key) => !OPTIONAL.has(defOf(shape[key]!).type));
  const fields = Object.fromEntries(keys.map((key) => [key, next(shape[key]!)]));
  return fc
    .record(fields, { requiredKeys })
    .map((value) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)));
}
