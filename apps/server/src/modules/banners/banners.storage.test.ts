import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileImageStorage, imageStorageFor, memoryImageStorage, type ImageStorage } from './banners.storage';

const key = '3f2b6c1e-8a4d-4c3e-9b1a-2d5e6f7a8b9c/desktop.webp';
const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

async function roundTrip(storage: ImageStorage) {
  expect(await storage.get(key)).toBeNull();
  await storage.put(key, Buffer.from('webp bytes'), 'image/webp');
  expect((await storage.get(key))?.toString()).toBe('webp bytes');
  await storage.delete(key);
  expect(await storage.get(key)).toBeNull();
  await storage.delete(key);
  for (const bad of ['../../etc/passwd', `${key}/../../x`, '/abs/desktop.webp', 'x/desktop.exe']) {
    await expect(storage.put(bad, Buffer.from('x'), 'image/webp')).rejects.toThrow(/invalid storage key/);
  }
}

describe('banner image storage', () => {
  it('memory: put, get, delete by key; keys outside the pattern refused', async () => {
    await roundTrip(memoryImageStorage());
  });

  it('filesystem: files under the data folder, written whole, keys never escape it', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'banners-'));
    folders.push(dataDir);
    const storage = imageStorageFor(dataDir);
    await roundTrip(storage);
    await storage.put(key, Buffer.from('kept'), 'image/webp');
    expect(await readdir(join(dataDir, 'uploads', 'banners', key.split('/')[0]!))).toEqual(['desktop.webp']);
    expect((await fileImageStorage(join(dataDir, 'uploads', 'banners')).get(key))?.toString()).toBe('kept');
  });
});
