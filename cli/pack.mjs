// Packs the CLI as one npm package that installs on its own, without the workspace:
//
//   node cli/pack.mjs          (or: npx pnpm@10 --filter @ecsign/cli pack:tarball)
//   → cli/dist/pack/ecsign-cli-<version>.tgz
//
// Under dist/ because git, ESLint and Prettier already leave that alone (the staged bundle is no
// source to lint). The package is staged in cli/dist/pack/package: the CLI built there (buildCli: @ecsign/core and
// its own dependencies bundled in by esbuild), the bin files, README, LICENSE, the notices of the
// bundled third-party code, and a package.json written for it. cli/package.json is never changed:
// it stays the workspace's private package, with `workspace:` links npm could not install.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as esbuild } from 'esbuild';
import { buildCli, BUNDLED } from './build.mjs';
import { thirdPartyNotices } from './pack-notices.mjs';

const cliDir = fileURLToPath(new URL('.', import.meta.url));
const outDir = join(cliDir, 'dist', 'pack');
const stage = join(outDir, 'package');
const FONT_PACKAGE = '@expo-google-fonts/noto-sans-sc';
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

const workspacePackage = readJson(join(cliDir, 'package.json'));
// `ecsign --version` prints the root's version (scripts/bundle-node-app.mjs): the package must carry
// the same one, or the installed command would disagree with npm about what is installed.
const version = readJson(join(cliDir, '../package.json')).version;
if (workspacePackage.version !== version) {
  throw new Error(`cli/package.json has version ${workspacePackage.version}, the root ${version}: make them equal`);
}

rmSync(stage, { recursive: true, force: true });
mkdirSync(join(stage, 'bin'), { recursive: true });

const metafiles = [];
await buildCli({
  outDir: join(stage, 'dist'),
  build: async (options) => {
    const result = await esbuild({ ...options, metafile: true });
    metafiles.push(result.metafile);
    return result;
  },
});
// Source maps would triple the download for a stack trace nobody reads without --enable-source-maps.
for (const file of readdirSync(join(stage, 'dist'))) if (file.endsWith('.map')) rmSync(join(stage, 'dist', file));

copyFileSync(join(cliDir, 'bin', 'ecsign.cjs'), join(stage, 'bin', 'ecsign.cjs'));
for (const file of ['README.md', 'LICENSE']) copyFileSync(join(cliDir, file), join(stage, file));
copyOneFont();
writeFileSync(join(stage, 'THIRD-PARTY-NOTICES.md'), thirdPartyNotices(metafiles, cliDir));

// Only what the bundle leaves to node_modules: the workspace packages and `BUNDLED` are inside it.
const dependencies = Object.fromEntries(
  Object.entries(workspacePackage.dependencies).filter(
    ([name, range]) =>
      !name.startsWith('@ecsign/') &&
      name !== FONT_PACKAGE &&
      !BUNDLED.includes(name) &&
      !range.startsWith('workspace:'),
  ),
);
for (const bundle of ['ecsign-bundle.cjs', 'ecsign-verify-bundle.cjs']) {
  checkEveryImportIsDeclared(readFileSync(join(stage, 'dist', bundle), 'utf8'), dependencies);
}

const packed = {
  // The workspace's own name: the tarball is ecsign-cli-<version>.tgz all the same, and on the
  // registry a scope only its owner can publish under keeps look-alike packages away.
  name: workspacePackage.name,
  version,
  description: workspacePackage.description,
  license: 'UNLICENSED',
  type: 'module',
  bin: { ecsign: 'bin/ecsign.cjs' },
  files: ['bin/', 'dist/', 'fonts/', 'README.md', 'LICENSE', 'THIRD-PARTY-NOTICES.md'],
  engines: { node: '>=20.19' },
  dependencies,
  publishConfig: { access: 'public' },
};
writeFileSync(join(stage, 'package.json'), `${JSON.stringify(packed, null, 2)}\n`);

// npm_config_* of a pnpm or npx run (user agent, prefix of the workspace) are not the stage's business.
const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)));
const [result] = JSON.parse(
  execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', outDir], {
    cwd: stage,
    env,
    encoding: 'utf8',
  }),
);
console.log(`${join(outDir, result.filename)} (${result.entryCount} files, ${Math.round(result.size / 1024)} kB)`);

/**
 * The one font file signing needs (src/sign/appearance-font-for.ts looks in fonts/ first), with its
 * licence: the font package itself holds nine weights, 92 MB an install would download for nothing.
 */
function copyOneFont() {
  const fontDir = join(dirname(createRequire(import.meta.url).resolve(`${FONT_PACKAGE}/package.json`)));
  mkdirSync(join(stage, 'fonts'), { recursive: true });
  copyFileSync(
    join(fontDir, '400Regular', 'NotoSansSC_400Regular.ttf'),
    join(stage, 'fonts', 'NotoSansSC_400Regular.ttf'),
  );
  copyFileSync(join(fontDir, 'LICENSE_FONT'), join(stage, 'fonts', 'OFL-NotoSansSC.txt'));
}

/** Fails the pack when the bundle loads a package at run time that the package does not declare. */
function checkEveryImportIsDeclared(bundle, declared) {
  const builtins = new Set(builtinModules);
  const missing = new Set();
  // require("x") and import("x") of esbuild's externals, and importPackage("x") (src/import-package.ts).
  for (const [, specifier] of bundle.matchAll(/\b(?:require|import|importPackage\d*)\("([^"./][^"]*)"\)/g)) {
    if (specifier.startsWith('node:') || builtins.has(specifier)) continue;
    const name = specifier
      .split('/')
      .slice(0, specifier.startsWith('@') ? 2 : 1)
      .join('/');
    if (!(name in declared)) missing.add(name);
  }
  if (missing.size > 0) {
    throw new Error(`the bundle loads ${[...missing].join(', ')} at run time: add to cli/package.json dependencies`);
  }
}
