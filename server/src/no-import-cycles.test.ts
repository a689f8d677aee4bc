// No runtime import cycle in the server. A cycle makes the order modules are evaluated in depend
// on which file is imported first, so a value can be undefined when another module reads it (the
// PKI installer and the certificate issuer once imported each other). Type-only imports are
// erased by the build and do not count; the services an app instance holds are declared on
// AppContext (context.ts) with type imports only, which is what lets every module reach them.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE = resolve(__dirname);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(name) && !/\.test\.ts$|\.fixture\.ts$/.test(name) ? [path] : [];
  });
}

/** Relative imports and re-exports evaluated at run time (not `import type`, not `{ type X }` only). */
export function runtimeImports(source: string): string[] {
  const found: string[] = [];
  const statement = /(?:^|\n)\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*'(\.[^']+)'/g;
  for (const match of source.matchAll(statement)) {
    const [, , typeOnly, names, target] = match;
    if (typeOnly) continue;
    const list = /^\{([^}]*)\}$/.exec(names!.trim());
    if (list && list[1]!.split(',').every((name) => !name.trim() || /^type\s/.test(name.trim()))) continue;
    found.push(target!);
  }
  for (const match of source.matchAll(/(?:^|\n)\s*import\s+'(\.[^']+)'/g)) found.push(match[1]!);
  return found;
}

function resolveImport(from: string, target: string): string | undefined {
  const base = resolve(dirname(from), target);
  return [`${base}.ts`, join(base, 'index.ts')].find((path) => {
    try {
      return statSync(path).isFile();
    } catch {
      return false;
    }
  });
}

function importGraph(files: string[]): Map<string, string[]> {
  return new Map(
    files.map((file) => [
      file,
      runtimeImports(readFileSync(file, 'utf8'))
        .map((target) => resolveImport(file, target))
        .filter((path): path is string => path !== undefined),
    ]),
  );
}

/** Every cycle a depth-first walk meets, each as the files around it. */
function findCycles(edges: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of edges.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push(stack.slice(stack.indexOf(next)).concat(next));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of edges.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

describe('server imports', () => {
  it('reads runtime imports and skips type-only ones', () => {
    const source = [
      "import type { A } from './a';",
      "import { type B, type C } from './b';",
      "import { d, type E } from './d';",
      "export * from './f';",
      "export type { G } from './g';",
      "import './h';",
    ].join('\n');
    expect(runtimeImports(source)).toEqual(['./d', './f', './h']);
  });

  it('finds a cycle when there is one', () => {
    // The old PKI cycle, as a graph: the installer, the pending certificates, the issuer.
    const edges = new Map([
      ['install-pki', ['fulfil-pending', 'node-crypto']],
      ['fulfil-pending', ['issue-certificate']],
      ['issue-certificate', ['install-pki']],
      ['node-crypto', []],
    ]);
    expect(findCycles(edges)).toEqual([['install-pki', 'fulfil-pending', 'issue-certificate', 'install-pki']]);
    edges.set('issue-certificate', ['pki-of']);
    expect(findCycles(edges)).toEqual([]);
  });

  it('have no runtime cycle', () => {
    const cycles = findCycles(importGraph(sourceFiles(SOURCE)));
    expect(cycles.map((cycle) => cycle.map((path) => path.slice(SOURCE.length + 1)).join(' > '))).toEqual([]);
  });
});
