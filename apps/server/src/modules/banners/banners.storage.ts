import { mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

/**
 * Where banner images live: an object store by key (`<imageKey>/desktop.webp`). The service only
 * knows this interface. Two implementations here: the filesystem under the data folder (default)
 * and memory (DATA_DIR=memory://, tests). An S3-compatible store implements the same three calls
 * with PutObject / GetObject / DeleteObject on a bucket (keys as object names, `contentType` as the
 * object's Content-Type); `get` answers null for NoSuchKey.
 */
export interface ImageStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

/** Keys are ours (uuid/file name); anything else is refused rather than mapped to a path. */
const keyPattern = /^[0-9a-f-]{36}\/[a-z]+\.(webp|jpg)$/;

function assertKey(key: string): void {
  if (!keyPattern.test(key)) throw new Error(`invalid storage key: ${key.slice(0, 80)}`);
}

export function memoryImageStorage(): ImageStorage {
  const objects = new Map<string, Buffer>();
  return {
    async put(key, body) {
      assertKey(key);
      objects.set(key, Buffer.from(body));
    },
    async get(key) {
      assertKey(key);
      return objects.get(key) ?? null;
    },
    async delete(key) {
      assertKey(key);
      objects.delete(key);
    },
  };
}

/** Files under `root` (`<DATA_DIR>/uploads/banners`); a write lands whole (temp file, then rename). */
export function fileImageStorage(root: string): ImageStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    assertKey(key);
    const path = resolve(join(base, key));
    if (!path.startsWith(base + sep)) throw new Error('storage key escapes the root');
    return path;
  };
  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${process.pid}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, path);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/** The storage for this server's DATA_DIR. */
export function imageStorageFor(dataDir: string): ImageStorage {
  return dataDir === 'memory://' ? memoryImageStorage() : fileImageStorage(join(dataDir, 'uploads', 'banners'));
}
