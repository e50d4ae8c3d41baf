import fc from 'fast-check';
import {
  NASTY_STRINGS,
  anyString,
  hostileKey,
  hostileValue,
  longString,
  wrongTypeValue,
} from './hostile-values';
import { Schema } from './openapi-operations';

/**
 * Values the running application knows about (ids of seeded rows, free slots, the signed-in
 * student's e-mail), offered by property name so that generated requests also get past
 * validation and reach the code behind it.
 */
export type Hints = (property: string) => fc.Arbitrary<unknown> | null;

const noHints: Hints = () => null;

/** A string that fits the schema's length limits; its content may still be hostile. */
function stringOf(schema: Schema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Math.max(min + 60, 60);
  const fits = (text: string) => text.length >= min && text.length <= max;
  const nasty = NASTY_STRINGS.filter(fits);
  const options: fc.Arbitrary<string>[] = [
    fc.lorem({ maxCount: 12 }).filter(fits),
    anyString(Math.min(max, 80)).filter(fits),
  ];
  if (min > 0)
    options.push(
      fc
        .lorem({ mode: 'sentences', maxCount: 3 })
        .map((text) => text.padEnd(min, ' .'))
        .map((text) => text.slice(0, max)),
    );
  if (nasty.length) options.push(fc.constantFrom(...nasty));
  // Exactly at the limit and one past it: off-by-one checks live there.
  if (schema.maxLength) options.push(fc.constantFrom('é'.repeat(max), 'x'.repeat(max + 1)));
  return fc.oneof(...options);
}

function dateTimeOf(): fc.Arbitrary<string> {
  const now = Date.now();
  return fc.oneof(
    fc
      .date({
        min: new Date(now - 400 * 86_400_000),
        max: new Date(now + 60 * 86_400_000),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString()),
    fc.constantFrom(
      '2026-02-30T09:00:00Z',
      '2026-11-23T08:00:00+99:00',
      '0000-00-00T00:00:00Z',
      '275760-09-13T00:00:00.001Z',
      'tomorrow',
      '2026-11-23',
    ),
  );
}

function dayOf(): fc.Arbitrary<string> {
  return fc.oneof(
    dateTimeOf().map((text) => text.slice(0, 10)),
    fc.constantFrom('2026-02-30', '1900-01-01', '9999-12-31', '2026-13-01', '20261120'),
  );
}

/** A value of the schema's shape (right type, within limits where it has them). */
export function shapedValue(
  schema: Schema,
  hints: Hints = noHints,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.oneOf?.length)
    return fc.oneof(...schema.oneOf.map((option) => shapedValue(option, hints, depth)));
  switch (schema.type) {
    case 'string':
      if (schema.format === 'date-time') return dateTimeOf();
      if (schema.format === 'email') return fc.oneof(fc.emailAddress(), stringOf(schema));
      if (typeof schema.example === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(schema.example))
        return dayOf();
      return stringOf(schema);
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? -5;
      const max = schema.maximum ?? 200;
      return schema.type === 'integer'
        ? fc.integer({ min, max })
        : fc.oneof(fc.integer({ min, max }), fc.double({ min, max, noNaN: true }));
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(shapedValue(schema.items ?? {}, hints, depth + 1), { maxLength: 4 });
    case 'object':
      return depth > 3 ? fc.constant({}) : validObject(schema, hints, depth + 1);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** One property's value: mostly what the world knows or the schema's shape, sometimes hostile. */
export function propertyValue(
  name: string,
  schema: Schema,
  hints: Hints = noHints,
  depth = 0,
): fc.Arbitrary<unknown> {
  const hinted = hints(name);
  const options: { weight: number; arbitrary: fc.Arbitrary<unknown> }[] = [
    { weight: 5, arbitrary: shapedValue(schema, hints, depth) },
    { weight: 1, arbitrary: hostileValue },
  ];
  if (hinted) options.push({ weight: 6, arbitrary: hinted });
  return fc.oneof(...options);
}

/** Every required property and some optional ones, each of the right shape. */
export function validObject(
  schema: Schema,
  hints: Hints = noHints,
  depth = 0,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {}).filter(
    ([, property]) => property.format !== 'binary',
  );
  const required = new Set(schema.required ?? []);
  const model = Object.fromEntries(
    properties.map(([name, property]) => [name, propertyValue(name, property, hints, depth)]),
  );
  return fc.record(model, {
    requiredKeys: properties.map(([name]) => name).filter((name) => required.has(name)),
  });
}

type Mutation =
  | { kind: 'drop'; index: number }
  | { kind: 'replace'; index: number; value: unknown }
  | { kind: 'null'; index: number }
  | { kind: 'huge'; index: number; value: string }
  | { kind: 'extra'; key: string; value: unknown };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('drop' as const), index: fc.nat() }),
  fc.record({ kind: fc.constant('replace' as const), index: fc.nat(), value: hostileValue }),
  fc.record({ kind: fc.constant('null' as const), index: fc.nat() }),
  fc.record({
    kind: fc.constant('huge' as const),
    index: fc.nat(),
    value: longString(1000, 200_000),
  }),
  fc.record({ kind: fc.constant('extra' as const), key: hostileKey, value: wrongTypeValue }),
);

function applyMutations(
  schema: Schema,
  value: Record<string, unknown>,
  mutations: Mutation[],
): Record<string, unknown> {
  const names = Object.keys(schema.properties ?? {});
  const result: Record<string, unknown> = { ...value };
  for (const change of mutations) {
    const name = 'index' in change && names.length ? names[change.index % names.length] : undefined;
    if (change.kind === 'drop' && name) delete result[name];
    if (change.kind === 'replace' && name) result[name] = change.value;
    if (change.kind === 'null' && name) result[name] = null;
    if (change.kind === 'huge' && name) result[name] = change.value;
    // defineProperty, so a '__proto__' key becomes an own property and reaches the JSON text.
    if (change.kind === 'extra')
      Object.defineProperty(result, change.key, {
        value: change.value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
  }
  return result;
}

/** A request body for the schema: valid, valid with a few mutations, or not an object at all. */
export function bodyValue(schema: Schema, hints: Hints = noHints): fc.Arbitrary<unknown> {
  if (schema.type !== 'object') return fc.oneof(shapedValue(schema, hints), hostileValue);
  return fc.oneof(
    { weight: 4, arbitrary: validObject(schema, hints) },
    {
      weight: 5,
      arbitrary: fc
        .tuple(validObject(schema, hints), fc.array(mutation, { minLength: 1, maxLength: 3 }))
        .map(([value, mutations]) => applyMutations(schema, value, mutations)),
    },
    { weight: 1, arbitrary: wrongTypeValue },
  );
}
