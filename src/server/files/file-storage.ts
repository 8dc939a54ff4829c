import type { ServerConfig } from '../config.ts';
import { FileStorageFailure } from './storage-failure.ts';
import { s3FileStore } from './s3-file-store.ts';

// Where a file's bytes live (decision 089). Its row in `files` always keeps what the portal knows of it (owner,
// purpose, type, size, sha256) and says in `storage` where the bytes are, so a database half copied to a bucket
// serves both halves.

export type StorageKind = 'database' | 's3';

export interface FileStore {
  readonly kind: StorageKind;
  /** Keeps a new file's bytes, before its row exists; answers what the row records (the bytes only if it keeps them). */
  put(id: string, bytes: Buffer, contentType: string): Promise<{ storage: StorageKind; data: Buffer | null }>;
  /** The bytes of a file whose row says they are in this store (never called for bytes the row keeps). */
  get(id: string): Promise<Buffer>;
  /** Removes bytes kept outside the row; bytes already gone count as removed. */
  remove(id: string): Promise<void>;
  /** Resolves when the store answers now, throws a FileStorageFailure otherwise (for a readiness check). */
  check(): Promise<void>;
  close(): void;
}

export type StorageLog = (line: string) => void;

/** The embedded trial's store: the bytes go into the row, which is the whole file. */
export function databaseFileStore(log: StorageLog = (line) => console.error(line)): FileStore {
  return {
    kind: 'database',
    put: async (_id, bytes) => ({ storage: 'database', data: bytes }),
    async get(id) {
      // A row moved to a bucket, read by a process started without the bucket's settings.
      log(JSON.stringify({ event: 'file.storage.failed', operation: 'get', id, reason: 'refused', detail: 'the file is in the bucket but FILE_STORAGE is not s3' }));
      throw new FileStorageFailure('refused');
    },
    remove: async () => {},
    check: async () => {},
    close: () => {},
  };
}

const stores = new WeakMap<ServerConfig, FileStore>();

/** The store of a server's configuration, made once: the S3 client keeps its connections between requests. */
export function fileStoreOf(config: ServerConfig): FileStore {
  let store = stores.get(config);
  if (!store) {
    const storage = config.fileStorage;
    store = storage?.kind === 's3' ? s3FileStore(storage) : databaseFileStore();
    stores.set(config, store);
  }
  return store;
}

/** For /health/ready: whether the documents' store answers now (always, for the database's own). */
export function storageReadyOf(config: ServerConfig): () => Promise<boolean> {
  return async () => {
    try {
      await fileStoreOf(config).check();
      return true;
    } catch {
      return false;
    }
  };
}
