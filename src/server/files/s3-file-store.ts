import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { maskPersonalData } from '../log-masking.ts';
import type { FileStore, StorageLog } from './file-storage.ts';
import type { S3Settings } from './storage-config.ts';
import { FileStorageFailure, type StorageFailureReason } from './storage-failure.ts';

/** The object of a file: one prefix, so the bucket may hold other things and a lifecycle rule can name ours. */
export const objectKeyOf = (id: string) => `files/${id}`;

type Operation = 'put' | 'get' | 'delete' | 'check';

function reasonOf(error: unknown, operation: Operation): StorageFailureReason {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  const status = $metadata?.httpStatusCode;
  if (name === 'NoSuchKey' || (operation === 'get' && status === 404 && name !== 'NoSuchBucket')) return 'missing';
  // A wrong key or secret, a bucket that does not exist or is not ours: asking again will not help.
  if (status !== undefined && status >= 400 && status < 500) return 'refused';
  return 'unreachable';
}

export function s3FileStore(settings: S3Settings, log: StorageLog = (line) => console.error(line)): FileStore {
  // The SDK warns on every start that its 2027 versions will need Node 22; the portal supports Node 20.19+ (README),
  // and an operator's log is no place for a notice about future releases of a dependency.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // The SDK's default CRC32 checksums (since 3.729) are refused by S3-protocol services that do not know them
    // (OSS, COS, older MinIO); a file's integrity is checked against its row's sha256 instead.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    // A store that does not answer fails the request within seconds rather than holding the person's upload.
    requestHandler: { connectionTimeout: 3000, requestTimeout: 15_000 },
  });
  const bucket = settings.bucket;

  async function attempt<T>(operation: Operation, id: string | null, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      const reason = reasonOf(error, operation);
      const { name, message, $metadata } = error as Error & { $metadata?: { httpStatusCode?: number } };
      log(JSON.stringify({
        event: 'file.storage.failed', operation, bucket, key: id === null ? null : objectKeyOf(id), reason,
        error: name, status: $metadata?.httpStatusCode ?? null,
        detail: maskPersonalData(String(message ?? '')).replaceAll(settings.accessKeyId, '(access key id)'),
      }));
      throw new FileStorageFailure(reason, { cause: error });
    }
  }

  return {
    kind: 's3',
    async put(id, bytes, contentType) {
      await attempt('put', id, () => client.send(new PutObjectCommand({
        Bucket: bucket, Key: objectKeyOf(id), Body: bytes, ContentType: contentType, ContentLength: bytes.length,
      })));
      return { storage: 's3', data: null };
    },
    get: (id) => attempt('get', id, async () => {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKeyOf(id) }));
      if (!answer.Body) throw Object.assign(new Error('the object has no body'), { name: 'NoSuchKey' });
      return Buffer.from(await answer.Body.transformToByteArray());
    }),
    async remove(id) {
      await attempt('delete', id, () => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKeyOf(id) })));
    },
    async check() {
      await attempt('check', null, () => client.send(new HeadBucketCommand({ Bucket: bucket })));
    },
    close: () => client.destroy(),
  };
}
