/**
 * A minimal parser for the subset of the Prisma schema language this project
 * uses, so tests can compare schema.prisma with the database the migrations
 * build. It throws on anything it does not understand rather than skip it.
 */

export type PrismaEnum = { name: string; values: string[] };

export type PrismaRelation = {
  fields: string[];
  references: string[];
  onDelete: string | null;
  onUpdate: string | null;
  map: string | null;
};

export type PrismaField = {
  name: string;
  /** the column: @map, else the field name (meaningless for kind 'relation', which has no column) */
  column: string;
  /** String, Int, ... or an enum or model name */
  type: string;
  kind: 'scalar' | 'enum' | 'relation';
  list: boolean;
  optional: boolean;
  /** the raw argument of @default: `0`, `now()`, `[a, b]` */
  default: string | null;
  /** @db.X without `db.`: `Uuid`, `Timestamptz(3)` */
  nativeType: string | null;
  /** set on the side of a relation that holds the foreign key */
  relation: PrismaRelation | null;
};

export type IndexColumn = { field: string; desc: boolean };
/** @id / @@id, @unique / @@unique or @@index; field-level attributes become one-column entries */
export type PrismaIndex = { fields: IndexColumn[]; map: string | null };

export type PrismaModel = {
  name: string;
  table: string;
  fields: PrismaField[];
  id: PrismaIndex | null;
  uniques: PrismaIndex[];
  indexes: PrismaIndex[];
};

export type PrismaSchema = { enums: PrismaEnum[]; models: PrismaModel[] };

export const SCALAR_TYPES = ['String', 'Int', 'BigInt', 'Float', 'Boolean', 'DateTime', 'Json'] as const;

type Attribute = { name: string; args: string | null };
type Args = { positional: string[]; named: Map<string, string> };

export function parsePrismaSchema(source: string): PrismaSchema {
  const text = source
    .split('\n')
    .map(stripComment)
    .join('\n');
  const enums: PrismaEnum[] = [];
  const models: PrismaModel[] = [];
  for (const block of text.matchAll(/^\s*(\w+)\s+(\w+)?\s*\{([^}]*)\}/gm)) {
    const [, keyword = '', name = '', body = ''] = block;
    const lines = body.split('\n').map((line) => line.trim()).filter(Boolean);
    if (keyword === 'enum') enums.push({ name, values: lines.map((line) => parseEnumValue(name, line)) });
    else if (keyword === 'model') models.push(parseModel(name, lines));
    else if (keyword !== 'generator' && keyword !== 'datasource') throw new Error(`unsupported block: ${keyword} ${name}`);
  }
  const enumNames = new Set(enums.map((e) => e.name));
  const modelNames = new Set(models.map((m) => m.name));
  for (const model of models) {
    for (const field of model.fields) {
      if (enumNames.has(field.type)) field.kind = 'enum';
      else if (modelNames.has(field.type)) field.kind = 'relation';
      else if (!(SCALAR_TYPES as readonly string[]).includes(field.type)) throw new Error(`${model.name}.${field.name}: unknown type ${field.type}`);
    }
  }
  return { enums, models };
}

function parseEnumValue(enumName: string, line: string): string {
  if (!/^\w+$/.test(line)) throw new Error(`enum ${enumName}: unsupported line "${line}"`);
  return line;
}

function parseModel(name: string, lines: string[]): PrismaModel {
  const model: PrismaModel = { name, table: name, fields: [], id: null, uniques: [], indexes: [] };
  for (const line of lines) {
    if (line.startsWith('@@')) {
      for (const attribute of parseAttributes(line, name)) applyBlockAttribute(model, attribute);
      continue;
    }
    const match = /^(\w+)\s+(\w+)(\[\])?(\?)?(?:\s+(.*))?$/.exec(line);
    if (!match) throw new Error(`model ${name}: cannot read "${line}"`);
    const [, fieldName = '', type = '', list, optional, rest = ''] = match;
    const field: PrismaField = {
      name: fieldName,
      column: fieldName,
      type,
      kind: 'scalar',
      list: list !== undefined,
      optional: optional !== undefined,
      default: null,
      nativeType: null,
      relation: null,
    };
    const where = `${name}.${fieldName}`;
    for (const { name: attr, args } of parseAttributes(rest, where)) {
      const single: PrismaIndex = { fields: [{ field: fieldName, desc: false }], map: null };
      if (attr === 'id') model.id = { ...single, map: namedString(args, 'map') };
      else if (attr === 'unique') model.uniques.push({ ...single, map: namedString(args, 'map') });
      else if (attr === 'map') field.column = stringLiteral(args ?? '');
      else if (attr === 'default') field.default = args;
      else if (attr.startsWith('db.')) field.nativeType = attr.slice(3) + (args === null ? '' : `(${args})`);
      else if (attr === 'relation') field.relation = parseRelation(args ?? '');
      else throw new Error(`${where}: unsupported attribute @${attr}`);
    }
    model.fields.push(field);
  }
  return model;
}

function applyBlockAttribute(model: PrismaModel, { name, args }: Attribute): void {
  const { positional, named } = parseArgs(args ?? '');
  for (const key of named.keys()) {
    if (key !== 'map' && key !== 'name') throw new Error(`model ${model.name}: unsupported argument ${key} in @@${name}`);
  }
  if (name === 'map') {
    model.table = stringLiteral(positional[0] ?? '');
    return;
  }
  const index: PrismaIndex = { fields: parseList(positional[0] ?? '').map(parseIndexColumn), map: optionalString(named.get('map')) };
  if (name === 'id') model.id = index;
  else if (name === 'unique') model.uniques.push(index);
  else if (name === 'index') model.indexes.push(index);
  else throw new Error(`model ${model.name}: unsupported attribute @@${name}`);
}

function parseIndexColumn(item: string): IndexColumn {
  const match = /^(\w+)(?:\((.*)\))?$/.exec(item);
  if (!match) throw new Error(`unsupported index column "${item}"`);
  const { named } = parseArgs(match[2] ?? '');
  for (const key of named.keys()) if (key !== 'sort') throw new Error(`unsupported index argument ${key} in "${item}"`);
  return { field: match[1] ?? '', desc: named.get('sort') === 'Desc' };
}

function parseRelation(args: string): PrismaRelation | null {
  const { named } = parseArgs(args);
  const fields = named.get('fields');
  if (fields === undefined) return null; // the back side of a relation: no foreign key here
  return {
    fields: parseList(fields),
    references: parseList(named.get('references') ?? ''),
    onDelete: named.get('onDelete') ?? null,
    onUpdate: named.get('onUpdate') ?? null,
    map: optionalString(named.get('map')),
  };
}

/** `@a @b(x) @@c([d])` into names and raw argument text, parentheses balanced. */
function parseAttributes(text: string, where: string): Attribute[] {
  const attributes: Attribute[] = [];
  let rest = text.trim();
  while (rest) {
    const head = /^@@?([\w.]+)/.exec(rest);
    if (!head) throw new Error(`${where}: cannot read "${rest}"`);
    let end = head[0].length;
    let args: string | null = null;
    if (rest[end] === '(') {
      const close = closingIndex(rest, end);
      args = rest.slice(end + 1, close).trim();
      end = close + 1;
    }
    attributes.push({ name: head[1] ?? '', args });
    rest = rest.slice(end).trim();
  }
  return attributes;
}

function parseArgs(text: string): Args {
  const args: Args = { positional: [], named: new Map() };
  for (const item of splitTopLevel(text)) {
    const named = /^(\w+)\s*:\s*([\s\S]+)$/.exec(item);
    if (named) args.named.set(named[1] ?? '', named[2] ?? '');
    else args.positional.push(item);
  }
  return args;
}

/** `[a, b(sort: Desc)]` into its items. */
export function parseList(text: string): string[] {
  const trimmed = text.trim();
  if (!trimmed.startsWith('[') || !trimmed.endsWith(']')) throw new Error(`expected a list, got "${text}"`);
  return splitTopLevel(trimmed.slice(1, -1));
}

function splitTopLevel(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let inString = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '"' && text[i - 1] !== '\\') inString = !inString;
    if (inString) continue;
    if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (char === ',' && depth === 0) {
      items.push(text.slice(start, i));
      start = i + 1;
    }
  }
  items.push(text.slice(start));
  return items.map((item) => item.trim()).filter(Boolean);
}

function closingIndex(text: string, open: number): number {
  let depth = 0;
  let inString = false;
  for (let i = open; i < text.length; i++) {
    const char = text[i];
    if (char === '"' && text[i - 1] !== '\\') inString = !inString;
    if (inString) continue;
    if (char === '(') depth++;
    else if (char === ')' && --depth === 0) return i;
  }
  throw new Error(`unbalanced parentheses in "${text}"`);
}

function stripComment(line: string): string {
  let inString = false;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '"' && line[i - 1] !== '\\') inString = !inString;
    else if (!inString && line[i] === '/' && line[i + 1] === '/') return line.slice(0, i);
  }
  return line;
}

function stringLiteral(text: string): string {
  const match = /^"((?:[^"\\]|\\.)*)"$/.exec(text.trim());
  if (!match) throw new Error(`expected a string, got "${text}"`);
  return match[1] ?? '';
}

function optionalString(text: string | undefined): string | null {
  return text === undefined ? null : stringLiteral(text);
}

function namedString(args: string | null, key: string): string | null {
  return optionalString(parseArgs(args ?? '').named.get(key));
}
