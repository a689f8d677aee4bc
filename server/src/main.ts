// Starts the ecsign server from the command line: parses the configuration once, starts, prints
// the URL, the demo logins and the sandbox test identities, and shuts down cleanly on Ctrl-C or
// SIGTERM. Known failures print one clear line and exit non-zero.
import { join } from 'node:path';
import { ConfigError, parseConfig, type ServerConfig } from './config';
import { DataDirError } from './db/data-dir-lock';
import { DatabaseConnectError } from './db/open-database';
import { DEMO_LOGINS } from './db/seed-demo';
import { DEMO_HR_TEMPLATE_NAME } from './modules/hr-batches/seed-demo-hr-template';
import { SANDBOX_PEOPLE } from './modules/identity/sandbox-registry';
import { ListenError, startServer, type RunningServer } from './start-server';

const KNOWN_FAILURES = [ConfigError, DataDirError, DatabaseConnectError, ListenError];

async function main() {
  // A closed terminal or pipe must not turn the shutdown notice into a crash.
  process.stdout.on('error', () => undefined);
  // Signals are handled from the first moment: one that arrives while starting stops the server
  // as soon as it is up, and nothing is left half-open.
  const running: { server?: RunningServer } = {};
  let stopRequested: string | undefined;
  const stop = (signal: string) => {
    if (stopRequested) return;
    stopRequested = signal;
    if (running.server) shutDown(running.server, signal);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  const config = parseConfig(process.env, process.argv.slice(2));
  const server = await startServer(config);
  running.server = server;
  if (stopRequested) return shutDown(server, stopRequested);
  process.stdout.write(startupBanner(config, server.url));
}

function startupBanner(config: ServerConfig, url: string): string {
  const lines = [
    '',
    `ecsign is running at ${url}  (database: ${config.database}${config.database === 'embedded' ? `, data in ${config.dataDir}` : ''})`,
    `API health: ${url}/ecapi/health`,
  ];
  if (config.SEED_DEMO) {
    lines.push('Demo logins (demo enterprise 演示科技有限公司):');
    for (const login of DEMO_LOGINS) {
      lines.push(`  ${login.username.padEnd(10)} ${login.password.padEnd(12)} ${login.role}`);
    }
    // What a new account needs to get through real-name verification with the sandbox provider:
    // test people whose every check passes and who are not the demo users themselves.
    const demoNames = new Set(DEMO_LOGINS.map((login) => login.name));
    const testPeople = SANDBOX_PEOPLE.filter(
      (person) => person.outcome === 'MATCH' && person.face === 'PASS' && !demoNames.has(person.name),
    );
    lines.push('Sandbox identities for real-name verification of a new account (name, ID number):');
    for (const person of testPeople) lines.push(`  ${person.name}  ${person.idNumber}`);
    lines.push(
      `SMS and e-mail codes: ${join(config.dataDir, 'outbox')}/sms.jsonl and email.jsonl. More test identities: README.md.`,
      `HR batches: log in as hr and use the template ${DEMO_HR_TEMPLATE_NAME} (ecsign hr templates, ecsign hr send).`,
    );
  }
  lines.push('Press Ctrl-C to stop.', '');
  return lines.join('\n') + '\n';
}

function shutDown(server: RunningServer, signal: string) {
  process.stdout.write(`\n${signal}: shutting down…\n`);
  server.close().then(
    () => process.exit(0),
    (error: unknown) => {
      process.stderr.write(`ecsign: error while shutting down: ${(error as Error).message}\n`);
      process.exit(1);
    },
  );
}

main().catch((error: unknown) => {
  const known = KNOWN_FAILURES.some((type) => error instanceof type);
  process.stderr.write(
    `ecsign: ${known ? (error as Error).message : `failed to start: ${(error as Error).message}`}\n`,
  );
  if (!known && process.env.LOG_LEVEL === 'debug') process.stderr.write(`${(error as Error).stack}\n`);
  process.exit(1);
});
