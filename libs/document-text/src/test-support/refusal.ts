import { DocumentTextError } from '../lib/document-text.errors';

/** The refusal a promise rejects with; fails the test when it resolves or rejects otherwise. */
export async function refusal(promise: Promise<unknown>): Promise<DocumentTextError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof DocumentTextError)) throw new Error(`expected a refusal, got ${error}`);
  return error;
}
