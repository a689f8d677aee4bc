// A plausible value for a request schema, so mutations start from a request that reaches the
// handler's deeper checks instead of failing on the first missing field. It reads the zod schema's
// JSON Schema (input side) and takes the simplest value of each type; what JSON Schema cannot say
// (refinements, checksums) is left for the mutations to trip over.
import { z } from 'zod';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  format?: string;
  default?: unknown;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
};

const FORMATS: Record<string, string> = {
  uuid: '00000000-0000-4000-8000-000000000000',
  email: 'fuzz@example.com',
  'date-time': '2026-01-01T00:00:00.000Z',
  date: '2026-01-01',
  uri: 'https://example.com/',
};

/** The JSON Schema of a zod schema's input, or undefined when zod cannot describe it. */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema | undefined {
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return undefined;
  }
}

export function sampleFromSchema(root: JsonSchema): unknown {
  const defs = root.$defs ?? {};
  const sample = (node: JsonSchema, depth: number): unknown => {
    if (depth > 8) return null;
    if (node.$ref) return sample(defs[node.$ref.split('/').pop() ?? ''] ?? {}, depth + 1);
    if (node.const !== undefined) return node.const;
    if (node.enum?.length) return node.enum[0];
    if (node.default !== undefined) return node.default;
    const branch = node.anyOf?.[0] ?? node.oneOf?.[0];
    if (branch) return sample(branch, depth + 1);
    if (node.allOf?.length) return Object.assign({}, ...node.allOf.map((part) => sample(part, depth + 1)));
    const type = Array.isArray(node.type) ? node.type[0] : node.type;
    switch (type) {
      case 'object': {
        const value: Record<string, unknown> = {};
        for (const [key, child] of Object.entries(node.properties ?? {})) value[key] = sample(child, depth + 1);
        return value;
      }
      case 'array': {
        const item = node.items ?? node.prefixItems?.[0];
        return item ? Array.from({ length: Math.max(1, node.minItems ?? 1) }, () => sample(item, depth + 1)) : [];
      }
      case 'string':
        return (node.format && FORMATS[node.format]) || 'x'.repeat(Math.max(1, node.minLength ?? 1));
      case 'integer':
      case 'number':
        return node.minimum ?? (node.exclusiveMinimum !== undefined ? node.exclusiveMinimum + 1 : 1);
      case 'boolean':
        return true;
      case 'null':
        return null;
      default:
        return 'x';
    }
  };
  return sample(root, 0);
}
