import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * A response serializer compiled once from a zod schema: for any value, the text it returns is
 * exactly `JSON.stringify(schema.parse(value))`, and a value zod refuses is refused with zod's own
 * error. A week calendar of 3 500 shifts is a tree of some 30 000 objects; `parse` copies every one
 * of them before `JSON.stringify` walks the copy again, which cost more than the two database
 * queries behind it (docs/decisions/010).
 *
 * Instead, a check generated from the schema walks the value without copying it: every value of
 * the type the schema says, every object a plain one whose own keys are the schema's, in the
 * schema's order. A value that passes is what `parse` would return, so `JSON.stringify` writes it
 * as it is. Any other value (an extra key, keys in another order, a wrong type) goes through
 * `parse` as before: the answer is still exact, or zod's error.
 *
 * Only plain data shapes are compiled: objects, arrays, strings, finite numbers and safe integers,
 * booleans, literals and enums, discriminated unions of objects, optional properties and nullable values.
 * Anything else (a refinement, a transform, a check on a string, a number range, a loose or strict
 * object…) is refused when compiling, so that a change to the contract cannot quietly skip a check:
 * such a route keeps zod's `parse`.
 *
 * The check is generated JavaScript (as Fastify's own fast-json-stringify is): one function with
 * the schema's property names written into it runs many times faster than a walk of the schema.
 * The generated text holds nothing but what the schema declares; no value ever reaches it.
 */
export type JsonSerializer = (value: unknown) => string;

type Def = {
  type: string;
  coerce?: boolean;
  check?: string;
  format?: string;
  checks?: { _zod: { def: { check: string; format?: string } } }[];
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  innerType?: z.ZodType;
  values?: unknown[];
  entries?: Record<string, string | number>;
  options?: z.ZodType[];
  discriminator?: string;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

const unsupported = (what: string): never => {
  throw new Error(`json-serializer: ${what} is not compiled; keep zod's parse for this schema`);
};

/** A JavaScript literal of a string, for the generated code. */
const js = (text: string) => JSON.stringify(text);

/** A literal's JavaScript text, for the kinds that JSON writes as they are. */
const literalText = (literal: unknown) => {
  if (literal === null || typeof literal === 'string' || typeof literal === 'boolean') {
    return JSON.stringify(literal);
  }
  if (typeof literal === 'number' && Number.isFinite(literal)) return JSON.stringify(literal);
  return unsupported('a literal that is not a string, finite number, boolean or null');
};

const isSafeInteger = (def: Def) => {
  const checks = (def.checks ?? []).map((check) => check._zod.def);
  if (def.check) checks.push({ check: def.check, format: def.format });
  return (
    checks.length > 0 && checks.every((c) => c.check === 'number_format' && c.format === 'safeint')
  );
};

/**
 * The order in which an object's keys are enumerated (and written by JSON.stringify) once they
 * are set in the schema's order: integer-like keys come first, ascending, as in any object.
 */
const enumerationOrder = (keys: string[]) =>
  Object.keys(Object.fromEntries(keys.map((key) => [key, true])));

/** Generates statements that `return false` unless `v` (a variable name) fits its schema. */
class Generator {
  private count = 0;
  private name(prefix: string) {
    return `${prefix}${this.count++}`;
  }

  value(schema: z.ZodType, v: string): string {
    const def = defOf(schema);
    if (def.coerce) return unsupported(`a coerced ${def.type}`);
    if (def.type !== 'number' && def.checks?.length)
      return unsupported(`a ${def.type} with checks`);
    switch (def.type) {
      case 'string':
        return `if (typeof ${v} !== 'string') return false;`;
      case 'number':
        if (isSafeInteger(def)) return `if (!Number.isSafeInteger(${v})) return false;`;
        if (def.checks?.length || def.check) return unsupported('a number with checks');
        return `if (!Number.isFinite(${v})) return false;`;
      case 'boolean':
        return `if (${v} !== true && ${v} !== false) return false;`;
      case 'literal': {
        const same = def.values!.map((literal) => `${v} !== ${literalText(literal)}`);
        return `if (${same.join(' && ')}) return false;`;
      }
      case 'enum': {
        const same = Object.values(def.entries!).map((value) => `${v} !== ${literalText(value)}`);
        return `if (${same.join(' && ')}) return false;`;
      }
      case 'nullable':
        return `if (${v} !== null) { ${this.value(def.innerType!, v)} }`;
      case 'array':
        return this.array(def.element!, v);
      case 'object':
        return this.object(def, v);
      case 'union':
        return this.union(def, v);
      default:
        return unsupported(`a ${def.type}`);
    }
  }

  private array(element: z.ZodType, v: string) {
    const index = this.name('i');
    const item = this.name('v');
    return (
      `if (!Array.isArray(${v}) || Object.getPrototypeOf(${v}) !== ARRAY) return false;` +
      `for (let ${index} = 0; ${index} < ${v}.length; ${index}++) {` +
      `const ${item} = ${v}[${index}]; ${this.value(element, item)} }`
    );
  }

  /**
   * A plain object (so no toJSON, no inherited keys) whose enumerable own keys are exactly the
   * schema's, in its order, optional ones possibly left out; then each value.
   */
  private object(def: Def, v: string) {
    if (def.catchall) return unsupported('an object that keeps or refuses unknown keys');
    const shape = def.shape!;
    const keys = enumerationOrder(Object.keys(shape));
    const required = keys.filter((key) => defOf(shape[key]!).type !== 'optional');
    const key = this.name('k');
    const at = this.name('n');
    const seen = this.name('r');
    // The position of each key; an optional key may be absent, so positions only increase.
    const cases = keys.map((name, index) => {
      const counted = required.includes(name) ? `${seen}++;` : '';
      return `case ${js(name)}: if (${index} < ${at}) return false; ${at} = ${index + 1}; ${counted} break;`;
    });
    let code =
      `if (typeof ${v} !== 'object' || ${v} === null || Object.getPrototypeOf(${v}) !== OBJECT) return false;` +
      `{ let ${at} = 0; let ${seen} = 0;` +
      `for (const ${key} in ${v}) { switch (${key}) { ${cases.join(' ')} default: return false; } }` +
      `if (${seen} !== ${required.length}) return false; }`;
    for (const name of keys) {
      const schema = shape[name]!;
      const fieldDef = defOf(schema);
      const item = this.name('v');
      code += `{ const ${item} = ${v}[${js(name)}];`;
      code +=
        fieldDef.type === 'optional'
          ? `if (${item} !== undefined) { ${this.value(fieldDef.innerType!, item)} } }`
          : `${this.value(schema, item)} }`;
    }
    return code;
  }

  private union(def: Def, v: string) {
    const key = def.discriminator;
    if (key === undefined) return unsupported('a union without a discriminator');
    const cases = def.options!.map((option) => {
      const optionDef = defOf(option);
      const tag = optionDef.shape?.[key];
      if (optionDef.type !== 'object' || !tag || defOf(tag).type !== 'literal') {
        return unsupported(
          'a discriminated union whose options are not objects tagged by literals',
        );
      }
      const labels = defOf(tag).values!.map((value) => `case ${literalText(value)}:`);
      return `${labels.join(' ')} { ${this.object(optionDef, v)} break; }`;
    });
    return (
      `if (typeof ${v} !== 'object' || ${v} === null) return false;` +
      `switch (${v}[${js(key)}]) { ${cases.join(' ')} default: return false; }`
    );
  }
}

/**
 * Compiles `schema`; throws if it holds anything but the plain data shapes above. The serializer
 * throws zod's own error for a value that does not fit the schema.
 */
export function compileJsonSerializer(schema: z.ZodType): JsonSerializer {
  const fits = compileJsonCheck(schema);
  return (value) => JSON.stringify(fits(value) ? value : schema.parse(value));
}

/** The generated check alone: whether `value` is, as it is, what `schema.parse` would return. */
export function compileJsonCheck(schema: z.ZodType): (value: unknown) => boolean {
  const body = new Generator().value(schema, 'v');
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- generated from the schema alone (see above)
  const make = new Function('OBJECT', 'ARRAY', `return (v) => { ${body} return true; };`) as (
    object: object,
    array: unknown[],
  ) => (value: unknown) => boolean;
  return make(Object.prototype, Array.prototype);
}

/**
 * The body of a route's largest answers: the compiled serializer of its response schema, as UTF-8
 * bytes, with zod's error wrapped as the app-wide serializer wraps it (a server fault, not the
 * caller's).
 *
 * Bytes, not a string: a string body costs Node's HTTP layer two more passes over a megabyte: it
 * measures it for Content-Length, then writes the headers and the body as one new string and
 * encodes that; a Buffer goes to the socket as it is.
 */
export function compileJsonBody(
  schema: z.ZodType,
  route: { method: string; url: string },
): (data: unknown) => Buffer {
  const serialize = compileJsonSerializer(schema);
  return (data) => {
    try {
      return Buffer.from(serialize(data));
    } catch (error) {
      if (!(error instanceof z.ZodError)) throw error;
      throw new ResponseSerializationError(route.method, route.url, { cause: error });
    }
  };
}
