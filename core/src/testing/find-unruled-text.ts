// Walks a zod schema and lists every place a string could come in without the text rule of
// core/validation/safe-text.ts: a string with no max length or without the character check, and
// any/unknown values (whatever they hold is unchecked). Used by the test that walks every route's
// request schema.
import type { z } from 'zod';
import { MULTI_LINE_TEXT_PATTERN, SINGLE_LINE_TEXT_PATTERN } from '../validation/safe-text';

type TCheckDef = { check: string; format?: string; pattern?: RegExp };
type TDef = {
  type: string;
  checks?: { _zod: { def: TCheckDef } }[];
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  getter?: () => z.ZodType;
};

const defOf = (schema: z.ZodType): TDef => (schema as unknown as { _zod: { def: TDef } })._zod.def;

function stringProblem(def: TDef): string | undefined {
  const checks = (def.checks ?? []).map((check) => check._zod.def);
  const bounded = checks.some((check) => check.check === 'max_length' || check.check === 'length_equals');
  const ruled = checks.some(
    (check) => check.pattern === SINGLE_LINE_TEXT_PATTERN || check.pattern === MULTI_LINE_TEXT_PATTERN,
  );
  if (!bounded && !ruled) return 'string without max length or character rule';
  if (!bounded) return 'string without max length';
  if (!ruled) return 'string without character rule';
  return undefined;
}

/** Each unruled place as `path: problem`; empty when every string carries the rule. */
export function findUnruledText(schema: z.ZodType, path = '$'): string[] {
  const problems: string[] = [];
  const seen = new Set<z.ZodType>();
  const walk = (node: z.ZodType | null | undefined, at: string): void => {
    if (!node || seen.has(node)) return;
    seen.add(node);
    const def = defOf(node);
    switch (def.type) {
      case 'string': {
        const problem = stringProblem(def);
        if (problem) problems.push(`${at}: ${problem}`);
        return;
      }
      case 'any':
      case 'unknown':
        problems.push(`${at}: ${def.type} value is not checked`);
        return;
      case 'object':
        for (const [key, value] of Object.entries(def.shape ?? {})) walk(value, `${at}.${key}`);
        walk(def.catchall, `${at}.*`);
        return;
      case 'array':
      case 'set':
        walk(def.element ?? def.valueType, `${at}[]`);
        return;
      case 'record':
      case 'map':
        walk(def.keyType, `${at}{key}`);
        walk(def.valueType, `${at}{value}`);
        return;
      case 'tuple':
        (def.items ?? []).forEach((item, index) => walk(item, `${at}[${index}]`));
        walk(def.rest, `${at}[…]`);
        return;
      case 'union':
        (def.options ?? []).forEach((option, index) => walk(option, `${at}|${index}`));
        return;
      case 'intersection':
        walk(def.left, at);
        walk(def.right, at);
        return;
      case 'pipe':
        // What the client sends is the pipe's input, unless the input is a preprocess step.
        walk(def.in && defOf(def.in).type === 'transform' ? def.out : def.in, at);
        return;
      case 'lazy':
        walk(def.getter?.(), at);
        return;
      default:
        walk(def.innerType, at);
    }
  };
  walk(schema, path);
  return problems;
}
