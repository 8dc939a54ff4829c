// `tsx scripts/e2e-fresh-database.ts <admin url> <name>`: a browser layer's server database, made empty before its
// server starts, which then migrates and seeds it as at a first deploy (decision 115). Dropped first: the last run's
// rows would otherwise meet this run's people.
import pg from 'pg';

const [adminUrl, name] = process.argv.slice(2);
if (!adminUrl || !name || !/^[a-z][a-z0-9_]{0,62}$/.test(name)) {
  console.error('usage: e2e-fresh-database.ts <admin url> <name: lower-case letters, digits and _>');
  process.exit(2);
}
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
try {
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
} finally {
  await admin.end();
}
