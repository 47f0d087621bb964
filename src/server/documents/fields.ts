import { z } from 'zod';

/**
 * Turns a procedure's zod schema into the field lines the documents print.
 * It reads zod 4's own JSON Schema (z.toJSONSchema) rather than zod
 * internals, so a limit changed in src/schemas shows up in every document.
 */

export type JsonSchema = {
  /** zod writes nullable primitives as `["string", "null"]`. */
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  description?: string;
  example?: unknown;
};

export type Field = {
  /** Dotted path: `location.lat`, `answer.verification.gps_ok`, `tasks[].status`. */
  name: string;
  type: string;
  required: boolean;
  constraints: string[];
  default?: unknown;
  description?: string;
};

/** Input schemas are shown as callers send them (defaults make fields optional); outputs as we return them. */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
}

/** Every field of an object schema, nested objects (also inside unions and arrays) flattened to dotted names. */
export function fieldsOf(schema: z.ZodType, io: 'input' | 'output'): Field[] {
  return flatten(jsonSchemaOf(schema, io), '');
}

function flatten(schema: JsonSchema, prefix: string): Field[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).flatMap(([key, property]) => {
    const name = prefix + key;
    const field: Field = {
      name,
      type: typeOf(property),
      required: required.has(key),
      constraints: constraintsOf(property),
      ...('default' in property ? { default: property.default } : {}),
      ...(property.description ? { description: property.description } : {}),
    };
    return [field, ...childObjects(property).flatMap(([suffix, child]) => flatten(child, `${name}${suffix}.`))];
  });
}

/** The object schemas nested in a property, with the path suffix to reach them (`[]` for array items). */
function childObjects(schema: JsonSchema): [string, JsonSchema][] {
  if (schema.properties) return [['', schema]];
  if (schema.anyOf) return schema.anyOf.flatMap(childObjects);
  if (schema.items) return childObjects(schema.items).map(([suffix, child]) => [`[]${suffix}`, child]);
  return [];
}

function typeOf(schema: JsonSchema): string {
  if ('const' in schema) return `constant ${JSON.stringify(schema.const)}`;
  if (schema.enum) return `enum ${schema.enum.map((value) => JSON.stringify(value)).join(' | ')}`;
  if (schema.anyOf) return schema.anyOf.map(typeOf).join(' or ');
  if (Array.isArray(schema.type)) return schema.type.map((type) => typeOf({ ...schema, type })).join(' or ');
  if (schema.type === 'array') return `array of ${schema.items ? typeOf(schema.items) : 'any'}`;
  if (schema.type === 'object') {
    const keys = Object.keys(schema.properties ?? {});
    // A catchall (classifier_error) takes further properties of any JSON value.
    if (schema.additionalProperties !== false) keys.push('...');
    return `object {${keys.join(', ')}}`;
  }
  if (schema.format && schema.type !== 'null') return `${schema.type ?? 'string'} (${schema.format})`;
  return schema.type ?? 'any JSON value';
}

function constraintsOf(schema: JsonSchema): string[] {
  if (schema.anyOf) {
    // Say which member a limit belongs to: a location string has a length, the {lat, lng} object does not.
    const members = schema.anyOf.filter((member) => member.type !== 'null');
    return members.flatMap((member) => constraintsOf(member).map((text) => (members.length > 1 ? `${typeOf(member).split(' ')[0]}: ${text}` : text)));
  }
  const found = [
    range(schema.minLength, schema.maxLength, ' characters'),
    range(bound(schema.minimum), bound(schema.maximum), ''),
    range(schema.minItems, schema.maxItems, ' items'),
    // Formats (uuid, date-time) carry zod's long regex; the format name says it better.
    schema.pattern && !schema.format ? `pattern ${schema.pattern}` : undefined,
  ];
  return found.filter((text): text is string => text !== undefined);
}

/** zod's .int() adds the safe-integer range as bounds; that is no limit worth reading. */
function bound(value: number | undefined): number | undefined {
  return value === undefined || Math.abs(value) >= Number.MAX_SAFE_INTEGER ? undefined : value;
}

function range(min: number | undefined, max: number | undefined, unit: string): string | undefined {
  if (min !== undefined && max !== undefined) return `${min} to ${max}${unit}`;
  if (max !== undefined) return `at most ${max}${unit}`;
  if (min !== undefined) return `at least ${min}${unit}`;
  return undefined;
}

/** One Markdown list line: `- \`bounty_usd\` (number, optional, default 3; 1 to 50): Paid to the worker…` */
export function fieldLine(field: Field, where?: string): string {
  const facts = [
    field.type,
    field.required ? 'required' : 'optional',
    ...('default' in field ? [`default ${JSON.stringify(field.default)}`] : []),
    ...(where ? [where] : []),
  ].join(', ');
  const limits = field.constraints.length > 0 ? `; ${field.constraints.join('; ')}` : '';
  return `- \`${field.name}\` (${facts}${limits})${field.description ? `: ${field.description}` : ''}`;
}

/** The example a schema declares with `.meta({ example })` for one top-level field, if any. */
export function exampleOf(schema: z.ZodType, field: string): unknown {
  return jsonSchemaOf(schema, 'input').properties?.[field]?.example;
}
