// The test suite drives Debian's Chromium (through playwright-core) and checks signatures with
// poppler's pdfsig (trusting a test root through an NSS database made by certutil) and files with
// qpdf, and runs two servers behind nginx (the deployment example, docs/nginx/ecsign.conf).
// Installs them with apt when missing and we are root; otherwise says how.
import { spawnSync } from 'node:child_process';

const TOOLS = [
  { command: 'chromium', apt: 'chromium', why: 'end-to-end tests in a real browser' },
  { command: 'pdfsig', apt: 'poppler-utils', why: 'independent PDF signature validation' },
  { command: 'certutil', apt: 'libnss3-tools', why: 'an NSS trust store for pdfsig (certificate trust)' },
  { command: 'qpdf', apt: 'qpdf', why: 'PDF structure checks of signed files' },
  { command: 'nginx', apt: 'nginx', why: 'two servers behind the deployment example' },
  { command: 'openssl', apt: 'openssl', why: "the test certificate of nginx's TLS" },
];

const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

export function ensureSystemTools() {
  const missing = TOOLS.filter((tool) => !has(tool.command));
  if (missing.length === 0) return;
  const packages = missing.map((tool) => tool.apt);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    const list = missing.map((tool) => `${tool.command} (${tool.why})`).join(', ');
    throw new Error(`missing ${list}; install with: sudo apt-get install -y ${packages.join(' ')}`);
  }
  process.stdout.write(`\n▶ apt-get install ${packages.join(' ')}\n`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
  const result = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], {
    stdio: 'inherit',
    env,
  });
  if (result.status !== 0 || missing.some((tool) => !has(tool.command))) {
    throw new Error(`apt-get could not install ${packages.join(' ')}`);
  }
}
