/**
 * The browser's own copy of a letter, written on every change: whatever the network does, what
 * the student typed is still there when they come back. `synced` says the server has the same
 * text; `editedAt` (ISO) decides which copy is newer on return.
 */
export interface LocalLetterCopy {
  text: string;
  editedAt: string;
  synced: boolean;
}

export function letterCopyKey(userId: string | number, caseId: string): string {
  // Per account and case: a shared computer must not show one student's letter to another.
  return `redress.letter.${userId}.${caseId}`;
}

export function readLetterCopy(key: string): LocalLetterCopy | null {
  try {
    const stored = window.localStorage.getItem(key);
    if (!stored) return null;
    const value = JSON.parse(stored) as Partial<LocalLetterCopy>;
    if (typeof value.text !== 'string' || typeof value.editedAt !== 'string') return null;
    return { text: value.text, editedAt: value.editedAt, synced: value.synced === true };
  } catch {
    // Blocked storage or a damaged entry: the server's copy (or a new letter) is used.
    return null;
  }
}

export function writeLetterCopy(key: string, copy: LocalLetterCopy): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(copy));
  } catch {
    // Full or blocked storage (private mode): the server save still runs.
  }
}

export interface InitialLetter {
  text: string;
  /** Where the text came from; 'local' means the server does not have it yet. */
  source: 'server' | 'local' | 'composed';
}

/**
 * Which text the page opens with: a copy typed here that never reached the server wins when it
 * is newer than the saved draft; otherwise the saved draft; otherwise a freshly composed letter.
 */
export function chooseInitialLetter(input: {
  saved: { text: string; updatedAt: string } | null;
  local: LocalLetterCopy | null;
  compose: () => string;
}): InitialLetter {
  const { saved, local } = input;
  const localIsNewer =
    local !== null &&
    !local.synced &&
    (saved === null || Date.parse(local.editedAt) > Date.parse(saved.updatedAt)) &&
    local.text !== saved?.text;
  if (local && localIsNewer) return { text: local.text, source: 'local' };
  if (saved) return { text: saved.text, source: 'server' };
  return { text: input.compose(), source: 'composed' };
}
