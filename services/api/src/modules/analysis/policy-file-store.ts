import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AppConfig } from '../../config/app-config';

const KEY = /^[A-Za-z0-9_-]{20,64}$/;

/**
 * Uploaded policy documents under DATA_DIR/uploads. Files are named by a random key, never by
 * the student's file name, so nothing a user sends can choose or traverse a path. API and
 * workers share DATA_DIR (a volume in production).
 */
@Injectable()
export class PolicyFileStore {
  constructor(private readonly config: AppConfig) {}

  private get dir(): string {
    return join(this.config.dataDir, 'uploads');
  }

  private pathOf(key: string): string {
    if (!KEY.test(key)) throw new Error('Malformed upload key');
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
