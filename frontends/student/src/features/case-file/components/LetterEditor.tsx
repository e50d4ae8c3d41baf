import { LETTER_MAX_LENGTH } from '@redress/domain';
import { saveFile, toast } from '@redress/web-ui';
import { useState } from 'react';
import { exportLetter, type LetterFormat } from '../api/caseFileApi';
import type { LetterSaveState } from '../hooks/useLetterAutosave';
import './LetterEditor.css';

const SAVE_STATE_TEXT: Record<LetterSaveState, string> = {
  idle: 'Your changes are saved as you type',
  saving: 'Saving…',
  saved: 'Saved',
  retrying: 'Not saved — retrying',
};

/** The editable letter with its save state, Copy Text and the two downloads. */
export function LetterEditor({
  caseId,
  text,
  saveState,
  onChange,
  onTaken,
}: {
  caseId: string;
  text: string;
  saveState: LetterSaveState;
  onChange: (text: string) => void;
  /** The student copied or downloaded the letter. */
  onTaken: () => void;
}) {
  const [exporting, setExporting] = useState<LetterFormat | null>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      onTaken();
      toast({ title: 'Copied!', description: 'Letter copied to clipboard' });
    } catch {
      toast({
        title: 'Copy failed',
        description: 'Could not copy text to clipboard',
        variant: 'destructive',
      });
    }
  };

  const download = async (format: LetterFormat) => {
    setExporting(format);
    try {
      const file = await exportLetter(caseId, format, text);
      saveFile(file.blob, file.fileName);
      onTaken();
    } catch {
      toast({
        title: 'Download failed',
        description: `The letter could not be made into a .${format} file. Please try again.`,
        variant: 'destructive',
      });
    } finally {
      setExporting(null);
    }
  };

  return (
    <section className="rd-panel rd-letter" aria-labelledby="rd-letter-title">
      <div className="rd-letter__header">
        <h2 id="rd-letter-title" className="rd-panel__heading">
          Your letter
        </h2>
        <p
          className={`rd-letter__state rd-letter__state--${saveState}`}
          role="status"
          aria-live="polite"
        >
          {SAVE_STATE_TEXT[saveState]}
        </p>
      </div>
      <p id="rd-letter-hint" className="rd-field__hint">
        We wrote this from your case and the analysis. Change anything you like, and fill in the
        details in [square brackets] before you send it.
      </p>
      <label className="rd-visually-hidden" htmlFor="rd-letter-text">
        Letter text
      </label>
      <textarea
        id="rd-letter-text"
        className="rd-input rd-input--textarea rd-letter__text"
        value={text}
        maxLength={LETTER_MAX_LENGTH}
        spellCheck
        aria-describedby="rd-letter-hint"
        onChange={(event) => onChange(event.target.value)}
      />
      <div className="rd-letter__actions">
        <button type="button" className="rd-button rd-button--primary" onClick={() => void copy()}>
          Copy Text
        </button>
        <button
          type="button"
          className="rd-button rd-button--secondary"
          disabled={exporting !== null}
          aria-busy={exporting === 'docx'}
          onClick={() => void download('docx')}
        >
          {exporting === 'docx' ? 'Preparing .docx…' : 'Download .docx'}
        </button>
        <button
          type="button"
          className="rd-button rd-button--secondary"
          disabled={exporting !== null}
          aria-busy={exporting === 'pdf'}
          onClick={() => void download('pdf')}
        >
          {exporting === 'pdf' ? 'Preparing .pdf…' : 'Download .pdf'}
        </button>
      </div>
    </section>
  );
}
