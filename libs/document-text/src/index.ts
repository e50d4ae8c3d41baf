export {
  extractDocumentText,
  type ExtractedDocument,
  type ExtractedPage,
} from './lib/extract-document-text';
export { detectDocumentType, type DocumentType } from './lib/detect-document-type';
export {
  inspectUpload,
  UPLOAD_LIMIT_DEFAULTS,
  type InspectUploadOptions,
  type UploadInspection,
  type UploadLimits,
} from './lib/inspect-upload';
export { readUpload } from './lib/read-upload';
export {
  createUploadReader,
  type UploadReader,
  type UploadReaderOptions,
} from './lib/upload-reader';
export {
  DocumentArchiveTooLargeError,
  DocumentTextError,
  DocumentTooLargeError,
  DocumentTooManyPagesError,
  EmptyDocumentError,
  EncryptedDocumentError,
  UnreadableDocumentError,
  UnsupportedDocumentTypeError,
  type DocumentErrorStatus,
} from './lib/document-text.errors';
