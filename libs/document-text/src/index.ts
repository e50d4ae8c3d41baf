export {
  extractDocumentText,
  type ExtractedDocument,
  type ExtractedPage,
} from './lib/extract-document-text';
export { detectDocumentType, type DocumentType } from './lib/detect-document-type';
export {
  DocumentTextError,
  EmptyDocumentError,
  EncryptedDocumentError,
  UnreadableDocumentError,
  UnsupportedDocumentTypeError,
} from './lib/document-text.errors';
