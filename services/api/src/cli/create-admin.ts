import 'reflect-metadata';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { DataSource } from 'typeorm';
import { loadConfigOrExit } from '../config/load-config';
import { dataSourceOptions } from '../database/data-source-options';
import { runMigrations } from '../database/migrate';
import { saveAdmin } from '../modules/admin/admin-accounts';
import { MIN_ADMIN_PASSWORD_LENGTH } from '../modules/admin/admin-passwords';

const USAGE =
  'Usage: npm run admin:create -- --username NAME\n' +
  'The password comes from ADMIN_PASSWORD or is asked for (hidden). An existing administrator gets the new password.';

function usernameFrom(args: string[]): string | null {
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--username') return args[i + 1] ?? null;
    if (args[i].startsWith('--username=')) return args[i].slice('--username='.length);
  }
  return null;
}

/** Reads a line from the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, callback) {
      if (!muted) process.stderr.write(chunk);
      callback();
    },
  });
  const prompt = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    prompt.question(question, (answer) => {
      prompt.close();
      process.stderr.write('\n');
      resolve(answer);
    });
    muted = true;
  });
}

async function passwordFrom(configured: string | null): Promise<string> {
  if (configured) return configured;
  if (!process.stdin.isTTY) {
    throw new Error('No terminal to ask for the password: set ADMIN_PASSWORD instead.');
  }
  const first = await askHidden(`Password (at least ${MIN_ADMIN_PASSWORD_LENGTH} characters): `);
  const second = await askHidden('Repeat the password: ');
  if (first !== second) throw new Error('The two passwords differ.');
  return first;
}

/** `npm run admin:create -- --username NAME`: creates an administrator or resets its password. */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.warn(USAGE);
    return;
  }
  const username = usernameFrom(args)?.trim();
  if (!username) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfigOrExit();
  const password = await passwordFrom(config.adminPassword);
  if (password.length < MIN_ADMIN_PASSWORD_LENGTH) {
    throw new Error(`The password must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters long.`);
  }
  const dataSource = await new DataSource(dataSourceOptions(config.database)).initialize();
  try {
    await runMigrations(dataSource);
    const result = await saveAdmin(dataSource, username, password);
    console.warn(
      result === 'created'
        ? `Created the administrator "${username}".`
        : `Set a new password for the administrator "${username}".`,
    );
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: Error) => {
  console.error(`Could not create the administrator: ${error.message}`);
  process.exit(1);
});
