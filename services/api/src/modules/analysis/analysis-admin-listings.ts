import { Injectable } from '@nestjs/common';
import { pagingIndexName } from '../../database/migrations/1767225600000-admin-audit-log';
import {
  AdminListingProvider,
  ListingDefinition,
  ListsForAdmin,
  head,
  iso,
  preview,
} from '../admin/listings/listing-definition';
import type { AdminDocumentRowDto, AdminResultRowDto } from '../admin/listings/dto/listings.dto';
import { AnalysisDocument } from './entities/analysis-document.entity';
import { AnalysisResult } from './entities/analysis-result.entity';

const DOCUMENTS: ListingDefinition<AnalysisDocument, AdminDocumentRowDto> = {
  entity: AnalysisDocument,
  pagingIndex: pagingIndexName('analysis_documents'),
  columns: ['id', 'userId', 'title', 'documentType', 'status', 'createdAt'],
  extras: { description: head('COALESCE(t.issueDescription, t.description)') },
  sorts: {
    id: ['id'],
    createdAt: ['id'],
    userId: ['userId', 'createdAt', 'id'],
    status: ['status', 'updatedAt', 'id'],
  },
  textSearch: ['title'],
  exactSearch: ['status'],
  numberSearch: ['id', 'userId'],
  row: (document, extras) => ({
    id: document.id,
    userId: document.userId,
    title: document.title,
    description: preview(extras.description).text,
    documentType: document.documentType,
    status: document.status,
    createdAt: iso(document.createdAt),
  }),
};

const RESULTS: ListingDefinition<AnalysisResult, AdminResultRowDto> = {
  entity: AnalysisResult,
  pagingIndex: pagingIndexName('analysis_results'),
  columns: ['id', 'analysisDocumentId', 'tags', 'createdAt'],
  extras: { content: head('t.content') },
  sorts: { id: ['id'], createdAt: ['id'], analysisDocumentId: ['analysisDocumentId'] },
  // Reports are long texts kept in the rows: a text search would read them all.
  textSearch: [],
  numberSearch: ['id', 'analysisDocumentId'],
  row: (result, extras) => {
    const content = preview(extras.content);
    return {
      id: result.id,
      analysisDocumentId: result.analysisDocumentId,
      content: content.text ?? '',
      contentTruncated: content.truncated,
      tags: Array.isArray(result.tags) ? result.tags.map(String) : [],
      createdAt: iso(result.createdAt),
    };
  },
};

/** The admin dashboard's tabs of submitted cases and of their analysis results. */
@ListsForAdmin()
@Injectable()
export class AnalysisAdminListings implements AdminListingProvider {
  readonly listings = { analysisDocuments: DOCUMENTS, analysisResults: RESULTS };
}
