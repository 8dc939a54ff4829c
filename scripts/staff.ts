// npm run staff -- create-admin --email admin@center.example --name "Li Na"
// npm run staff -- reset --email someone@center.example
// The first admin, and a way back in (decision 093). Run with the servers' own settings (DATABASE_URL or PGLITE_DIR,
// PUBLIC_ORIGIN, the secrets; SANDBOX=1 for a local trial): it opens that database, applies pending migrations as a
// server start does, and prints a one-time enrolment link (72 h). There is no staff password to print: the person
// chooses one, with their authenticator, through the link. On PGlite stop the server first (its directory is locked
// to one process).
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ConfigError, configFromEnv } from '../src/server/config.ts';
import { refusalMessage } from '../src/server/config-problems.ts';
import { databaseTargetFrom, openDatabase, type Database } from '../src/server/db/open.ts';
import { openFailureMessage } from '../src/server/db/open-failure.ts';
import { createAdmin, resetByEmail } from '../src/server/staff/commands.ts';
import { enrolmentLink } from '../src/server/staff/enrolment-mail.ts';

const usage = [
  'Usage:',
  '  npm run staff -- create-admin --email <e-mail> --name <name>   the first admin (or another one), by a one-time link',
  '  npm run staff -- reset --email <e-mail>                        clears the password and second factor, ends the sessions, prints a new link',
].join('\n');

function stop(message: string): never {
  console.error(message);
  process.exit(1);
}

let parsed;
try {
  parsed = parseArgs({ args: process.argv.slice(2), allowPositionals: true, options: { email: { type: 'string' }, name: { type: 'string' } } });
} catch (error) {
  stop(`${(error as Error).message}\n${usage}`);
}
const [command] = parsed.positionals;
const email = parsed.values.email?.trim() ?? '';
const name = parsed.values.name?.trim() ?? '';
if (command !== 'create-admin' && command !== 'reset') stop(usage);
if (!z.email().max(254).safeParse(email).success) stop(`--email needs an e-mail address.\n${usage}`);
if (command === 'create-admin' && (!name || name.length > 100)) stop(`--name needs the person's name (at most 100 characters).\n${usage}`);

let publicOrigin: string;
try {
  publicOrigin = configFromEnv().publicOrigin;
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  stop(refusalMessage(error).replace('Visa Portal did not start', 'npm run staff did not start'));
}
const target = databaseTargetFrom(process.env);
let database: Database;
try {
  database = await openDatabase(target);
} catch (error) {
  stop(`npm run staff did not start: ${openFailureMessage(target, error)}`);
}

const at = new Date();
const result = command === 'create-admin' ? await createAdmin(database.db, { email, name }, at) : await resetByEmail(database.db, email, at);
await database.close();
if (!result.ok) stop(result.message);
const what = command === 'create-admin' ? `Admin ${email} created.` : `The sign-in of ${email} is cleared and their sessions ended.`;
console.log(`${what} Their one-time enrolment link (valid 72 hours, works once):\n${enrolmentLink(publicOrigin, result.token)}`);
