import { Injectable } from '@nestjs/common';
import { join } from 'node:path';
import { KeyedFileStore } from '../../common/keyed-file-store';
import { AppConfig } from '../../config/app-config';

/** Uploaded policy documents under DATA_DIR/uploads. */
@Injectable()
export class PolicyFileStore extends KeyedFileStore {
  constructor(config: AppConfig) {
    super(join(config.dataDir, 'uploads'));
  }
}
