// Every route's request schema carries the text rule of core/validation/safe-text.ts: each string
// field has a max length and the character check (spec items V-other-bounds, K-other-limits). The
// schemas are found where the routes parse their input — every parseInput/parseIdentityInput call
// in the server's sources — and must be core's exported schemas (declared once, shared with the
// clients), never one written inline in a route file. Endpoints mounted from their declarations
// (@ecsign/core/endpoints) are parsed by mount-endpoint.ts with the declaration's own schemas,
// which are walked the same way.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as captcha from '@ecsign/core/captcha';
import { endpoints } from '@ecsign/core/endpoints';
import * as model from '@ecsign/core/model';
import { findUnruledText } from '@ecsign/core/testing';
import * as validation from '@ecsign/core/validation';
import { safeText } from '@ecsign/core/validation';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';

const SOURCE_ROOT = join(import.meta.dirname, '..');
const CORE_EXPORTS: Record<string, unknown> = { ...model, ...captcha, ...validation };
/** The helpers that take a schema from their caller. */
// The parsers themselves, the mount of declared endpoints (their schemas are walked below), and the
// fuzzer's recorder, which wraps parseInput to learn each route's schema.
const PARSING_HELPERS = new Set([
  'http/parse-input.ts',
  'http/mount-endpoint.ts',
  'modules/verification/parse-identity-input.ts',
  'security/fuzz/record-parsed-schemas.ts',
]);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Every `parseInput(X, …)` of the server, as file and the text of X. */
function parseCalls(): { file: string; schema: string }[] {
  return sourceFiles(SOURCE_ROOT).flatMap((path) => {
    const file = relative(SOURCE_ROOT, path);
    if (PARSING_HELPERS.has(file)) return [];
    const text = readFileSync(path, 'utf8');
    return [...text.matchAll(/\bparse(?:Identity)?Input\(\s*([^,]+),/g)].map((match) => ({
      file,
      schema: match[1]!.trim(),
    }));
  });
}

/**
 * Declared endpoints whose input schemas only name the fields, because a check must come before
 * them: the SMS login refuses a wrong client (HTTP Basic) before it looks at the number and code.
 * The handler then parses with the named core schema, which the walk above checks.
 */
const CHECKED_BY_HANDLER: Record<string, string> = { 'endpoints.auth.smsLogin': 'ZSmsLoginQuery' };

describe('request schemas of every route', () => {
  const calls = parseCalls();

  it('finds the parse calls of the routes', () => {
    // Declared endpoints are parsed by mountEndpoint (checked below); the routes not yet declared
    // parse their own input, and the walk must see them, as well as the SMS login's handler, which
    // parses after its client check.
    expect(calls.length).toBeGreaterThan(5);
    expect(calls.some((call) => call.file === 'modules/auth/routes.ts')).toBe(true);
  });

  it('parses with a schema exported by core, never one declared in the server', () => {
    const local = calls.filter((call) => !/^Z\w+$/.test(call.schema) || !(call.schema in CORE_EXPORTS));
    expect(local.map((call) => `${call.file}: ${call.schema}`)).toEqual([]);
  });

  it('gives every string field a max length and the character rule', () => {
    const problems = [...new Set(calls.map((call) => call.schema))]
      .filter((name) => name in CORE_EXPORTS)
      .flatMap((name) => findUnruledText(CORE_EXPORTS[name] as z.ZodType, name));
    expect(problems).toEqual([]);
  });

  it("gives every string field of a declared endpoint's input a max length and the character rule", () => {
    const declared = Object.entries(endpoints).flatMap(([module, operations]) =>
      Object.entries(operations).flatMap(([operation, declaration]) =>
        (`endpoints.${module}.${operation}` in CHECKED_BY_HANDLER
          ? []
          : (['params', 'query', 'body'] as const)
        ).flatMap((part) => {
          // `files` names a multipart endpoint's file parts: bytes, not text.
          const schema = (declaration.input as Partial<Record<typeof part, z.ZodType>>)[part];
          return schema ? findUnruledText(schema, `endpoints.${module}.${operation}.${part}`) : [];
        }),
      ),
    );
    expect(declared).toEqual([]);
  });

  it('checks the input of the endpoints that only name their fields with a core schema', () => {
    for (const schema of Object.values(CHECKED_BY_HANDLER)) {
      expect(calls.map((call) => call.schema)).toContain(schema);
    }
  });

  it('the walk reports a string without the rule, an unbounded one and an unknown value', () => {
    const schema = z.object({
      fine: safeText({ max: 10 }),
      bare: z.string(),
      unbounded: z.string().regex(/x/),
      nested: z.array(z.object({ value: z.unknown() })).optional(),
    });
    expect(findUnruledText(schema, 'S')).toEqual([
      'S.bare: string without max length or character rule',
      'S.unbounded: string without max length or character rule',
      'S.nested[].value: unknown value is not checked',
    ]);
  });
});
