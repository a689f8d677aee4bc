// Where `conf` keeps the CLI's settings (openCliConfig), worked out without loading conf: conf
// and its dependencies (ajv among them) take about 45 ms to load, more than `ecsign verify` needs
// for a small file. The path follows conf's own rule — ECSIGN_CONFIG_DIR, else env-paths'
// config folder for the project "ecsign" with conf's suffix "-nodejs" — and a test holds it to
// conf's `path`.
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

const PROJECT = 'ecsign-nodejs';

/** env-paths' config folder; like conf, it reads the process's own environment for it. */
function configFolder(): string {
  const { env } = process;
  if (process.platform === 'darwin') return join(homedir(), 'Library', 'Preferences', PROJECT);
  if (process.platform === 'win32') {
    return join(env.APPDATA || join(homedir(), 'AppData', 'Roaming'), PROJECT, 'Config');
  }
  return join(env.XDG_CONFIG_HOME || join(homedir(), '.config'), PROJECT);
}

export function cliConfigFile(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.ECSIGN_CONFIG_DIR || configFolder(), 'config.json');
}
