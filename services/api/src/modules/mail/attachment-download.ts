import type { MailAttachment } from './mail.types';

const FALLBACK_CONTENT_TYPE = 'application/octet-stream';
const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
/** type/subtype with token or quoted-string parameters (RFC 9110), nothing else. */
const MEDIA_TYPE = new RegExp(
  `^${TOKEN}/${TOKEN}(\\s*;\\s*${TOKEN}=(${TOKEN}|"[^"\\\\\\x00-\\x1f\\x7f]*"))*$`,
);

/**
 * The Content-Type to serve an attachment with. A stored content type that is not a plain media
 * type (a line break would make the header throw) is served as opaque bytes instead.
 */
export function downloadContentType(contentType: string): string {
  return MEDIA_TYPE.test(contentType.trim()) ? contentType.trim() : FALLBACK_CONTENT_TYPE;
}

/** RFC 5987 value characters: encodeURIComponent leaves ' ( ) * alone, which are not allowed. */
const encodeExtValue = (value: string) =>
  encodeURIComponent(value).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * `attachment; filename="..."` that no file name can break out of: the quoted name keeps
 * printable ASCII only (quotes, backslashes and path separators become _), and a name that lost
 * anything that way also travels exactly as `filename*` (RFC 6266), which browsers prefer.
 */
export function contentDisposition(filename: string): string {
  const name = filename.trim() || 'attachment';
  const ascii = name.replace(/[^\x20-\x7e]|["\\/]/g, '_');
  return ascii === name
    ? `attachment; filename="${ascii}"`
    : `attachment; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(name)}`;
}

/** The headers of an attachment download from the dev outbox. */
export function attachmentDownloadHeaders(attachment: MailAttachment): Record<string, string> {
  return {
    'Content-Type': downloadContentType(attachment.contentType),
    'Content-Disposition': contentDisposition(attachment.filename),
    // Outbox content can hold sign-in and meeting links: never kept by a browser or proxy cache.
    'Cache-Control': 'no-store',
  };
}
