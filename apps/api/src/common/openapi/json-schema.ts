/**
 * zod → JSON Schema for the OpenAPI document (document.ts): z.toJSONSchema (JSON Schema 2020-12, the
 * dialect of OpenAPI 3.1), with input schemas corrected where zod marks an optional field required.
 */
import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

/** zod → JSON Schema 2020-12 without the $schema marker (OpenAPI 3.1 sets the dialect). */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const out = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  delete out.$schema;
  if (io === 'input') relaxRequired(schema, out);
  return out;
}

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
}
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch']);

/** The `data` schema of a {data} envelope response. */
export const envelopeData = (response: z.ZodType | undefined): z.ZodType | undefined =>
  (defOf(response ?? z.never()).shape as Record<string, z.ZodType> | undefined)?.data;

/** The schema under optional/nullable/default wrappers and under z.preprocess (a transform piped into it). */
function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (;;) {
    const def = defOf(current);
    if (WRAPPERS.has(def.type) && def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in && def.out)
      current = defOf(def.in).type === 'transform' ? def.out : def.in;
    else return current;
  }
}

const find = (json: JsonSchema, test: (s: JsonSchema) => boolean): JsonSchema | undefined =>
  test(json) ? json : ((json.anyOf ?? json.oneOf) as JsonSchema[] | undefined)?.find(test);

/**
 * zod 4.1 marks a field `required` in input schemas when it is wrapped in z.preprocess, even if the
 * inner schema is optional or has a default. A field is optional to a client exactly when the field
 * schema accepts undefined: drop those from `required`, through nested objects and arrays.
 */
function relaxRequired(schema: z.ZodType, json: JsonSchema): void {
  const inner = unwrap(schema);
  const def = defOf(inner);
  if (def.type === 'object' && def.shape) {
    const obj = find(json, (s) => !!s.properties);
    if (!obj) return;
    const props = obj.properties as Record<string, JsonSchema>;
    const required = obj.required as string[] | undefined;
    for (const [key, field] of Object.entries(def.shape)) {
      if (required?.includes(key) && field.safeParse(undefined).success)
        required.splice(required.indexOf(key), 1);
      if (props[key]) relaxRequired(field, props[key]);
    }
    if (required && !required.length) delete obj.required;
  } else if (def.type === 'array' && def.element) {
    const arr = find(json, (s) => s.type === 'array');
    if (arr?.items) relaxRequired(def.element, arr.items as JsonSchema);
  }
}
