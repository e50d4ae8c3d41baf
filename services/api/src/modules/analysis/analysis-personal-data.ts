import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import {
  DataSubject,
  Forgotten,
  HoldsPersonalData,
  PersonalDataExport,
  PersonalDataHolder,
  exportedRow,
} from '../../common/personal-data';
import { AnalysisService } from './analysis.service';
import { AnalysisDocument } from './entities/analysis-document.entity';
import { AnalysisResult } from './entities/analysis-result.entity';
import { PolicyFileStore } from './policy-file-store';

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The account's cases: each case, its analysis and its uploaded policy file. */
@HoldsPersonalData()
@Injectable()
export class AnalysisPersonalData implements PersonalDataHolder {
  readonly entities = [AnalysisDocument, AnalysisResult];
  private readonly logger = new Logger('AccountData');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly files: PolicyFileStore,
    private readonly analysis: AnalysisService,
  ) {}

  async exportFor({ id: userId }: DataSubject): Promise<PersonalDataExport> {
    const manager = this.dataSource.manager;
    const documents = await manager.find(AnalysisDocument, {
      where: { userId },
      order: { id: 'ASC' },
    });
    const ids = documents.map((document) => document.id);
    const results = ids.length
      ? await manager.findBy(AnalysisResult, { analysisDocumentId: In(ids) })
      : [];
    const cases = [];
    for (const document of documents) {
      const result = results.find((row) => row.analysisDocumentId === document.id);
      cases.push({
        case: exportedRow(document),
        analysis: result ? { ...exportedRow(result), content: parsedJson(result.content) } : null,
        uploadedFile: await this.uploadedFile(document),
      });
    }
    return { sections: { cases } };
  }

  async forget({ id: userId }: DataSubject, manager: EntityManager): Promise<Forgotten> {
    const documents = await manager.find(AnalysisDocument, {
      where: { userId },
      select: { id: true, fileKey: true },
    });
    const caseIds = documents.map((document) => document.id);
    if (caseIds.length) {
      // Children first: the same order works whether or not the database enforces the cascades.
      await manager.delete(AnalysisResult, { analysisDocumentId: In(caseIds) });
      await manager.delete(AnalysisDocument, { id: In(caseIds) });
    }
    const fileKeys = documents
      .map((document) => document.fileKey)
      .filter((key): key is string => !!key);
    return {
      summary: `${caseIds.length} cases, ${fileKeys.length} files removed`,
      afterCommit: async () => {
        this.analysis.forgetResults(caseIds);
        for (const key of fileKeys) {
          await this.files.remove(key).catch((error: unknown) => {
            this.logger.warn(`Could not remove an uploaded file: ${(error as Error).message}`);
          });
        }
      },
    };
  }

  private async uploadedFile(document: AnalysisDocument) {
    if (document.policySource !== 'upload' || !document.fileKey) return null;
    let contentBase64: string | null = null;
    try {
      contentBase64 = (await this.files.read(document.fileKey)).toString('base64');
    } catch (error) {
      this.logger.warn(
        `Could not read the upload of case ${document.id}: ${(error as Error).message}`,
      );
    }
    return {
      name: document.fileName ?? 'policy',
      type: document.fileType ?? '',
      size: document.fileSize ?? 0,
      contentBase64,
    };
  }
}
