import { Injectable } from '@nestjs/common';
import { join } from 'node:path';
import { KeyedFileStore } from '../../../common/keyed-file-store';
import { AppConfig } from '../../../config/app-config';

/** Delivered reviews (PDF or DOCX) under DATA_DIR/deliveries. */
@Injectable()
export class DeliveryFileStore extends KeyedFileStore {
  constructor(config: AppConfig) {
    super(join(config.dataDir, 'deliveries'));
  }
}
