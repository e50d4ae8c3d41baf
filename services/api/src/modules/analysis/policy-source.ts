import { Injectable, Logger } from '@nestjs/common';
import type { PolicyDocument } from '@redress/analysis-engine';
import { DocumentTextError } from '@redress/document-text';
import { PolicyLinkError, fetchPolicy } from '@redress/policy-fetch';
import { AppConfig } from '../../config/app-config';
import { ANALYSIS_MESSAGES, PermanentAnalysisError } from './analysis.errors';
import { DocumentReader } from './document-reader';
import { AnalysisDocument } from './entities/analysis-document.entity';
import { PolicyFileStore } from './policy-file-store';

export interface PolicyText {
  /** Null when there is no usable policy: the analysis runs on the narrative alone. */
  policy: PolicyDocument | null;
  /** Which source was missing and why, for the student; null when nothing went missing. */
  note: string | null;
}

/**
 * Reads the policy a case points at. A broken upload fails the case (the student has to send a
 * readable file); a link that cannot be used does not: the case goes on without it and the
 * report says so.
 */
@Injectable()
export class PolicySource {
  private readonly logger = new Logger('PolicySource');

  constructor(
    private readonly files: PolicyFileStore,
    private readonly config: AppConfig,
    private readonly documents: DocumentReader,
  ) {}

  async read(document: AnalysisDocument): Promise<PolicyText> {
    if (document.policySource === 'upload' && document.fileKey) return this.fromUpload(document);
    if (document.policySource === 'link' && document.policyLink)
      return this.fromLink(document.policyLink);
    return { policy: null, note: null };
  }

  private async fromUpload(document: AnalysisDocument): Promise<PolicyText> {
    let bytes: Buffer;
    try {
      bytes = await this.files.read(document.fileKey!);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT')
        throw new PermanentAnalysisError(ANALYSIS_MESSAGES.policyGone);
      throw error;
    }
    try {
      const extracted = await this.documents.read(bytes, document.fileName ?? undefined);
      return { policy: { text: extracted.text, pages: extracted.pages }, note: null };
    } catch (error) {
      if (error instanceof DocumentTextError) throw new PermanentAnalysisError(error.message);
      throw error;
    }
  }

  private async fromLink(link: string): Promise<PolicyText> {
    const missing = (reason: string) => ({
      policy: null,
      note: `The policy at ${link} could not be used: ${reason} This analysis is based on your description only.`,
    });
    const allowPrivateRanges = this.config.analysis.fetchAllowRanges;
    try {
      const fetched = await fetchPolicy(link, {
        allowPrivateRanges,
        // A deployment that lets links reach private ranges (an intranet, a test) also lets them name any port.
        ...(allowPrivateRanges.length ? { allowedPorts: 'any' as const } : {}),
      });
      if (fetched.kind === 'text') {
        if (!fetched.text.trim()) return missing('the page has no readable text.');
        return { policy: { text: fetched.text }, note: null };
      }
      // A linked PDF or DOCX gets the same caps as an upload (page count, zip bombs).
      const extracted = await this.documents.read(fetched.bytes);
      return { policy: { text: extracted.text, pages: extracted.pages }, note: null };
    } catch (error) {
      if (error instanceof PolicyLinkError) {
        this.logger.warn(`Policy link not used (${error.name}): ${error.detail ?? error.message}`);
        return missing(sentence(error.message));
      }
      if (error instanceof DocumentTextError) return missing(sentence(error.message));
      throw error;
    }
  }
}

function sentence(message: string): string {
  const trimmed = message.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
