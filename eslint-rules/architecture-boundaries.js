// The architecture's arrows as one ESLint rule: apps → ui → core, never app → app, never ui → app,
// core imports neither an app nor ui, and core and ui (both run in the browser) import no Node
// built-in. It reads every way a module names another — `import`, `export … from`, dynamic
// `import()` and `require()` — and resolves relative paths, so a `../../../server/…` from any depth
// is caught where a glob pattern only matches the depths it spells out.
import { builtinModules } from 'node:module';
import { dirname, relative, resolve, sep } from 'node:path';

/** Which workspace packages each package may import (itself always). */
export const ALLOWED = {
  core: [],
  ui: ['core'],
  web: ['core', 'ui'],
  extension: ['core', 'ui'],
  server: ['core'],
  cli: ['core'],
};
const WORKSPACE = new Set([...Object.keys(ALLOWED), 'tests']);
/** Packages whose src/ runs in the browser as well, so it may not reach for Node. */
const BROWSER_SHARED = new Set(['core', 'ui']);
const NODE_BUILTINS = new Set(builtinModules.filter((name) => !name.startsWith('_')));

function isNodeBuiltin(specifier) {
  return specifier.startsWith('node:') || NODE_BUILTINS.has(specifier.split('/')[0]);
}

/** The workspace package a specifier lands in, with whether it reached into that package's src/ by path. */
function targetOf(specifier, fromFile, root) {
  if (specifier.startsWith('@ecsign/'))
    return { target: specifier.slice('@ecsign/'.length).split('/')[0], byPath: false };
  if (!specifier.startsWith('.')) return undefined;
  const inRepo = relative(root, resolve(dirname(fromFile), specifier));
  if (inRepo.startsWith('..')) return { target: '(outside the repository)', byPath: true };
  return { target: inRepo.split(sep)[0], byPath: true };
}

/** The module a node names when it is a string known before running: 'x' or `x` without ${}. */
function staticSpecifier(node) {
  if (!node) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
  return undefined;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'apps → ui → core, never app → app; core and ui import no Node built-in' },
    // { node: true } where Node is the platform anyway: core's tests and fixtures check core
    // against node:crypto, pdfsig and the like.
    schema: [{ type: 'object', properties: { node: { type: 'boolean' } }, additionalProperties: false }],
    messages: {
      crossing: '{{from}} must not import {{to}} (apps → ui → core, never app → app): {{specifier}}',
      byPath: 'Import {{to}} through its package (@ecsign/{{to}}/…), not by path: {{specifier}}',
      outside: '{{from}} must not import a file outside the repository: {{specifier}}',
      node: '{{from}} runs in the browser too: pass platform pieces in instead of importing {{specifier}}',
    },
  },
  create(context) {
    const root = context.cwd;
    const file = context.filename;
    const [from, folder] = relative(root, file).split(sep);
    if (!(from in ALLOWED)) return {};
    const allowed = new Set([from, ...ALLOWED[from]]);
    // A package's scripts (core/scripts, build files) run in Node; its src/ is what ships.
    const nodeAllowed = context.options[0]?.node === true || folder !== 'src';

    function check(node, source) {
      const specifier = staticSpecifier(source);
      if (specifier === undefined) return;
      if (BROWSER_SHARED.has(from) && !nodeAllowed && isNodeBuiltin(specifier)) {
        context.report({ node, messageId: 'node', data: { from, specifier } });
        return;
      }
      const found = targetOf(specifier, file, root);
      if (!found) return;
      const { target, byPath } = found;
      if (target === '(outside the repository)') {
        context.report({ node, messageId: 'outside', data: { from, specifier } });
      } else if (WORKSPACE.has(target) && !allowed.has(target)) {
        context.report({ node, messageId: 'crossing', data: { from, to: target, specifier } });
      } else if (byPath && target !== from && WORKSPACE.has(target)) {
        context.report({ node, messageId: 'byPath', data: { to: target, specifier } });
      }
    }

    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
      TSImportType: (node) => check(node, node.argument?.literal ?? node.argument),
      CallExpression(node) {
        const callee = node.callee;
        const isRequire =
          (callee.type === 'Identifier' && callee.name === 'require') ||
          (callee.type === 'MemberExpression' &&
            callee.object.name === 'require' &&
            callee.property.name === 'resolve');
        if (isRequire) check(node, node.arguments[0]);
      },
    };
  },
};

export default { rules: { boundaries: rule } };
