import type { Db } from '../../db/connection.js';
import { databaseFileStore } from './database-store.js';
import { diskFileStore } from './disk-store.js';
import type { FileStore, FileStoreDriver } from './store.js';

export { CHUNK_SIZE } from './database-store.js';
export { migrateFiles, migrationTarget, type MigrationProgress, type MigrationResult } from './migrate.js';
export {
  contentTypeOf,
  FILE_FOLDERS,
  hashStream,
  isFileKey,
  type FileStore,
  type FileStoreDriver,
  type StoredFile,
  type StoredFileInfo,
} from './store.js';
export { databaseFileStore, diskFileStore };

/** The store FILE_STORE names: the data directory's files, or the database's tables. */
export function createFileStore(driver: FileStoreDriver, deps: { db: Db; dataDir: string }): FileStore {
  return driver === 'database' ? databaseFileStore(deps.db) : diskFileStore(deps.dataDir);
}
