import { isIP } from 'node:net';
import { PolicyLinkInvalidError, PolicyLinkRefusedError } from './policy-fetch.errors';

/**
 * Ports a policy link may name explicitly. A port is refused unless listed, because a fetcher
 * that connects anywhere on a public host can be aimed at non-web services (mail, databases,
 * caches) that accept a line of HTTP as a command, and can be used to scan a host's ports.
 * Universities publish their policies on the standard ports; 8080 and 8443 are the common
 * alternatives of web servers. A refused port gets a clear message; the student can upload
 * the document instead.
 */
export const DEFAULT_ALLOWED_PORTS: readonly number[] = [80, 443, 8080, 8443];

export const PRIVATE_ADDRESS_MESSAGE =
  'This link points to a private or local address, which Redress cannot fetch.';

export interface PolicyTarget {
  url: URL;
  /** The host without IPv6 brackets. */
  host: string;
  /** Set when the host is an IP literal (already normalised by the URL parser). */
  literal?: string;
  port: number;
}

/**
 * Parses and checks a policy link (or a redirect target, resolved against the page it came
 * from). The WHATWG URL parser turns every numeric spelling of an IPv4 address (`127.1`,
 * `2130706433`, `0x7f.1`, `017700000001`, percent-encoded digits) into its dotted form, and
 * compresses IPv6 literals, so the address check sees only canonical literals.
 */
export function parsePolicyTarget(
  input: string | URL,
  allowedPorts: readonly number[] | 'any',
  base?: URL,
): PolicyTarget {
  let url: URL;
  try {
    url = new URL(input, base);
  } catch (error) {
    throw new PolicyLinkInvalidError('This policy link is not a valid web address.', {
      cause: error,
      detail: String(input).slice(0, 200),
    });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new PolicyLinkRefusedError(
      'Only web links starting with http:// or https:// can be fetched.',
      { detail: `scheme ${url.protocol}` },
    );
  }
  if (url.username || url.password) {
    throw new PolicyLinkRefusedError(
      'This link contains a user name or password; Redress only fetches public pages.',
      { detail: 'credentials in URL' },
    );
  }
  const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
  if (url.port && allowedPorts !== 'any' && !allowedPorts.includes(port)) {
    throw new PolicyLinkRefusedError(
      `This link uses an unusual port (${port}), which Redress does not fetch. Please upload the policy as a file instead.`,
      { detail: `port ${port}` },
    );
  }
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  // "localhost" and its subdomains are loopback by definition (RFC 6761), whatever a resolver says.
  const bareHost = host.replace(/\.$/, '').toLowerCase();
  if (bareHost === 'localhost' || bareHost.endsWith('.localhost')) {
    throw new PolicyLinkRefusedError(PRIVATE_ADDRESS_MESSAGE, { detail: `host ${host}` });
  }
  return { url, host, literal: isIP(host) ? host : undefined, port };
}
