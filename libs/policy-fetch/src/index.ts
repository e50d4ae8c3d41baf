export {
  fetchPolicy,
  DOCX_CONTENT_TYPE,
  POLICY_FETCH_DEFAULTS,
  type FetchPolicyOptions,
  type FetchedPolicy,
  type FetchedPolicyDocument,
  type FetchedPolicyText,
  type PolicyResolver,
  type ResolvedAddress,
} from './lib/fetch-policy';
export { checkAddress, type AddressVerdict } from './lib/address-policy';
export { DEFAULT_ALLOWED_PORTS } from './lib/policy-url';
export { htmlToPolicyText, type PageText } from './lib/html-to-text';
export {
  PolicyLinkEmptyError,
  PolicyLinkError,
  PolicyLinkInvalidError,
  PolicyLinkRefusedError,
  PolicyLinkTimeoutError,
  PolicyLinkTooLargeError,
  PolicyLinkTooManyRedirectsError,
  PolicyLinkUnreachableError,
  PolicyLinkUnsupportedTypeError,
} from './lib/policy-fetch.errors';
