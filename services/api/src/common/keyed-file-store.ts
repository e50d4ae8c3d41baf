import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const KEY = /^[A-Za-z0-9_-]{20,64}$/;

/**
 * Files under one folder of DATA_DIR, named by a random key, never by a name a user sent, so
 * nothing a request carries can choose or traverse a path. API and workers share DATA_DIR (a
 * volume in production).
 */
export abstract class KeyedFileStore {
  protected constructor(private readonly dir: string) {}

  private pathOf(key: string): string {
    if (!KEY.test(key)) throw new Error('Malformed file key');
    return join(this.dir, key);
  }

  async save(bytes: Buffer): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    const key = randomBytes(24).toString('base64url');
    await writeFile(this.pathOf(key), bytes, { flag: 'wx', mode: 0o600 });
    return key;
  }

  read(key: string): Promise<Buffer> {
    return readFile(this.pathOf(key));
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
