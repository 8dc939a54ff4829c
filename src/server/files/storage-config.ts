// Where uploaded documents keep their bytes, read from the environment and checked at start with the other settings
// (decision 089): in the database by default, the embedded trial's way; in an S3-protocol bucket (Alibaba Cloud OSS,
// Tencent COS, MinIO, Amazon S3) with FILE_STORAGE=s3. A missing or invalid variable stops the start naming it.
import { ConfigError, gather } from '../config-problems.ts';

export interface S3Settings {
  /** The service's address; absent: Amazon S3 of the region. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket in the path (MinIO, s3rver) rather than in the host name (OSS and COS require the host name). */
  forcePathStyle: boolean;
}

export type FileStorageConfig = { kind: 'database' } | ({ kind: 's3' } & S3Settings);

export const S3_VARIABLES = ['S3_ENDPOINT', 'S3_REGION', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const;

const KINDS = ['database', 's3'] as const;

function endpointFrom(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`S3_ENDPOINT is not an address: ${raw}`);
  }
  // Passports travel in these requests: in clear only to this machine (a test's local server).
  const local = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) {
    throw new ConfigError(`S3_ENDPOINT must be https (plain http only on this machine, for a test server), not ${raw}`);
  }
  return url.origin;
}

function pathStyleFrom(raw: string | undefined): boolean {
  if (raw === undefined || raw === '') return false;
  if (['1', 'true'].includes(raw)) return true;
  if (['0', 'false'].includes(raw)) return false;
  throw new ConfigError(`S3_FORCE_PATH_STYLE must be true or false, not ${raw}`);
}

function bucketFrom(raw: string | undefined): string {
  if (!raw) throw new ConfigError('S3_BUCKET is not set. FILE_STORAGE=s3 needs the bucket the documents go to, made beforehand and private.');
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(raw)) throw new ConfigError(`S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens, not ${raw}`);
  return raw;
}

export function fileStorageFrom(env: NodeJS.ProcessEnv): FileStorageConfig {
  const raw = env.FILE_STORAGE?.trim();
  if (raw && !(KINDS as readonly string[]).includes(raw)) throw new ConfigError(`FILE_STORAGE must be one of ${KINDS.join(', ')}, not ${raw}`);
  if (raw !== 's3') {
    // S3 settings without FILE_STORAGE=s3 would keep documents in the database while the operator thinks otherwise.
    const given = S3_VARIABLES.filter((name) => env[name]?.trim());
    if (given.length) throw new ConfigError(`${given.join(', ')} ${given.length === 1 ? 'is' : 'are'} set but FILE_STORAGE is not s3: set FILE_STORAGE=s3 to keep documents in the bucket, or remove ${given.length === 1 ? 'it' : 'them'}.`);
    return { kind: 'database' };
  }
  const required = (variable: string, what: string) => () => {
    const value = env[variable]?.trim();
    if (!value) throw new ConfigError(`${variable} is not set. FILE_STORAGE=s3 needs ${what}.`);
    return value;
  };
  const settings = gather({
    endpoint: () => endpointFrom(env.S3_ENDPOINT?.trim()),
    region: required('S3_REGION', "the bucket's region (e.g. oss-cn-hangzhou, ap-guangzhou, us-east-1 for MinIO)"),
    bucket: () => bucketFrom(env.S3_BUCKET?.trim()),
    accessKeyId: required('S3_ACCESS_KEY_ID', 'the access key id of a user allowed to put, get and delete objects in the bucket'),
    secretAccessKey: required('S3_SECRET_ACCESS_KEY', "that access key's secret"),
    forcePathStyle: () => pathStyleFrom(env.S3_FORCE_PATH_STYLE?.trim()),
  });
  return { kind: 's3', ...settings };
}
