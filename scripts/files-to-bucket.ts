// npm run files:to-bucket
// Copies the files a database still keeps into the bucket of FILE_STORAGE=s3, checks each (size and sha256 read back)
// and only then clears its bytes from the row (decision 089). Run it with the servers' own settings (the same
// DATABASE_URL, S3_* ones), while they serve: new uploads already go to the bucket, and a row is served from wherever
// it is at that moment. Safe to stop at any point and to run again. On PGlite the servers must be stopped first (its
// directory is locked to one process). Exit 0 when everything is in the bucket, 1 otherwise.
import { ConfigError, refusalMessage } from '../src/server/config-problems.ts';
import { databaseTargetFrom, openDatabase, type Database } from '../src/server/db/open.ts';
import { openFailureMessage } from '../src/server/db/open-failure.ts';
import { copyFilesToBucket } from '../src/server/files/copy-to-bucket.ts';
import { s3FileStore } from '../src/server/files/s3-file-store.ts';
import { fileStorageFrom, type FileStorageConfig } from '../src/server/files/storage-config.ts';

let storage: FileStorageConfig;
try {
  storage = fileStorageFrom(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(refusalMessage(error).replace('Visa Portal did not start', 'files:to-bucket did not start'));
  process.exit(1);
}
if (storage.kind !== 's3') {
  console.error('files:to-bucket copies into the bucket of FILE_STORAGE=s3: set it and the S3_* settings as the servers have them (README, "Running at scale").');
  process.exit(1);
}

const target = databaseTargetFrom(process.env);
let database: Database;
try {
  database = await openDatabase(target);
} catch (error) {
  console.error(`files:to-bucket did not start: ${openFailureMessage(target, error)}`);
  process.exit(1);
}

const store = s3FileStore(storage);
const report = await copyFilesToBucket(database.db, store, { log: (line) => console.log(line) });
store.close();
await database.close();

const gone = report.stopped ? '' : `; ${report.found - report.copied - report.failed.length} had gone or been moved meanwhile`;
console.log(`${report.copied} of ${report.found} files copied to bucket ${storage.bucket} and checked${gone}.`);
for (const { id, why } of report.failed) console.error(`  not copied, still in the database: ${id}: ${why}`);
if (report.stopped) console.error(`Stopped: ${report.stopped}. Nothing was lost: what is not copied stays in the database; run again once the store answers.`);
process.exit(report.failed.length || report.stopped ? 1 : 0);
