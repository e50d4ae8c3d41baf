/** Where the support address belongs in an article or legal page: "write to {{support-email}}". */
export const SUPPORT_EMAIL_PLACEHOLDER = '{{support-email}}';

/**
 * Puts the configured support address (SUPPORT_EMAIL) into the content as an e-mail link, or
 * "us" when none is configured: the content never names an address of its own.
 */
export function fillSupportEmail(markdown: string, supportEmail: string | null): string {
  const contact = supportEmail ? `[${supportEmail}](mailto:${supportEmail})` : 'us';
  return markdown.replaceAll(SUPPORT_EMAIL_PLACEHOLDER, contact);
}
