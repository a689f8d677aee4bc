// THIRD-PARTY-NOTICES.md of the packed CLI: the bundle carries copies of other people's code
// (commander, node-forge, zod, qrcode …), and their licences ask that their notices travel with
// every copy. The packages are the ones esbuild actually read (its metafile), so the list follows
// the code instead of being kept by hand.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** `metafiles`: esbuild's, of builds run in `workingDir` (their input paths are relative to it). */
export function thirdPartyNotices(metafiles, workingDir) {
  const packages = new Map();
  for (const metafile of metafiles) {
    for (const input of Object.keys(metafile.inputs)) {
      const dir = packageDirOf(resolve(workingDir, input));
      if (dir && !packages.has(dir)) packages.set(dir, JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')));
    }
  }
  const sections = [...packages.entries()]
    .sort(([, a], [, b]) => a.name.localeCompare(b.name))
    .map(([dir, pkg]) => {
      const licence = licenceText(dir);
      return [
        `## ${pkg.name} ${pkg.version}`,
        '',
        `Licence: ${pkg.license ?? 'see below'}`,
        ...(licence ? ['', '```text', licence.trim(), '```'] : []),
      ].join('\n');
    });
  return [
    '# Third-party notices',
    '',
    'The ecsign CLI bundles the following packages into dist/ecsign-bundle.cjs (and those `ecsign verify` uses',
    'into dist/ecsign-verify-bundle.cjs too).',
    'The packages it installs as dependencies carry their own licences.',
    '',
    ...sections.flatMap((section) => [section, '']),
  ].join('\n');
}

/** The folder of the npm package a file belongs to, or undefined for the workspace's own sources. */
function packageDirOf(file) {
  const at = file.lastIndexOf('/node_modules/');
  if (at < 0) return undefined;
  const rest = file.slice(at + '/node_modules/'.length).split('/');
  const dir = file.slice(0, at + '/node_modules/'.length) + rest.slice(0, rest[0].startsWith('@') ? 2 : 1).join('/');
  // The workspace's own packages are linked into node_modules too; they are ours, not third-party.
  return existsSync(join(dir, 'package.json')) && !dir.includes('/node_modules/@ecsign/') ? dir : undefined;
}

function licenceText(dir) {
  const file = readdirSync(dir).find((name) => /^(licen[cs]e|copying)(\.(md|txt))?$/i.test(name));
  return file ? readFileSync(join(dir, file), 'utf8') : undefined;
}
