import { resolveSchema, type OpenApiDocument, type SchemaObject } from './openapi-types.js';

const FORMATS: Record<string, (text: string) => boolean> = {
  uuid: (text) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text),
  date: (text) => /^\d{4}-\d{2}-\d{2}$/.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text),
  'date-time': (text) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(text) && !Number.isNaN(Date.parse(text)),
};

const describe = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value);

/**
 * Where a value departs from a schema, as short sentences (none when it fits). Stricter than
 * OpenAPI on one point, on purpose: an object with declared properties may carry no others,
 * so a presenter that grows a field its documented answer lacks is caught.
 */
export function schemaProblems(doc: OpenApiDocument, schema: SchemaObject, value: unknown, at = 'body'): string[] {
  const s = resolveSchema(doc, schema);
  const anything = s.type === undefined && !s.properties && !s.allOf && !s.oneOf && !s.anyOf && !s.enum;
  if (value === null) return s.nullable || anything ? [] : [`${at} is null`];
  if (s.allOf) return s.allOf.flatMap((part) => schemaProblems(doc, part, value, at));
  if (s.oneOf) {
    const fits = s.oneOf.filter((option) => schemaProblems(doc, option, value, at).length === 0).length;
    return fits === 1 ? [] : [`${at} fits ${fits} of its ${s.oneOf.length} alternatives`];
  }
  if (s.anyOf) return s.anyOf.some((option) => schemaProblems(doc, option, value, at).length === 0) ? [] : [`${at} fits none of its alternatives`];
  if (s.enum && !s.enum.includes(value)) return [`${at} is ${JSON.stringify(value)}, not one of ${s.enum.map((v) => JSON.stringify(v)).join(', ')}`];
  switch (s.type) {
    case 'string': {
      if (typeof value !== 'string') return [`${at} is ${describe(value)}, not a string`];
      const format = s.format ? FORMATS[s.format] : undefined;
      if (format && !format(value)) return [`${at} is ${JSON.stringify(value).slice(0, 60)}, not a ${s.format}`];
      if (s.pattern && !new RegExp(s.pattern).test(value)) return [`${at} is ${JSON.stringify(value).slice(0, 60)}, not matching ${s.pattern}`];
      return [];
    }
    case 'integer':
      return Number.isInteger(value) ? [] : [`${at} is ${describe(value)} ${JSON.stringify(value)}, not an integer`];
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? [] : [`${at} is ${describe(value)}, not a number`];
    case 'boolean':
      return typeof value === 'boolean' ? [] : [`${at} is ${describe(value)}, not a boolean`];
    case 'array':
      if (!Array.isArray(value)) return [`${at} is ${describe(value)}, not an array`];
      return s.items ? value.flatMap((item, index) => schemaProblems(doc, s.items!, item, `${at}[${index}]`)) : [];
    case 'object':
    case undefined: {
      if (s.type === undefined && !s.properties) return [];
      if (typeof value !== 'object' || Array.isArray(value)) return [`${at} is ${describe(value)}, not an object`];
      const record = value as Record<string, unknown>;
      const properties = s.properties ?? {};
      const problems = (s.required ?? []).filter((key) => !(key in record)).map((key) => `${at}.${key} is missing`);
      for (const [key, item] of Object.entries(record)) {
        if (properties[key]) problems.push(...schemaProblems(doc, properties[key], item, `${at}.${key}`));
        else if (typeof s.additionalProperties === 'object') problems.push(...schemaProblems(doc, s.additionalProperties, item, `${at}.${key}`));
        else if (s.additionalProperties !== true && s.properties) problems.push(`${at}.${key} is not documented`);
      }
      return problems;
    }
    default:
      return [];
  }
}
