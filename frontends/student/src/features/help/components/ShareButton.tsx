import { HELP_TEXTS } from '@redress/domain';
import { toast, useHydrated } from '@redress/web-ui';
import { useEffect, useState } from 'react';

/** How long the button says 'Copied!'. */
const SHARE_COPIED_MS = 2000;

/** Copies the page's absolute address and says 'Copied!' for 2 seconds (spec 1 §2). */
export function ShareButton({ path, title }: { path: string; title: string }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), SHARE_COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const share = async () => {
    const url = new URL(path, window.location.origin).toString();
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      toast({
        variant: 'destructive',
        title: 'Copy failed',
        description: 'Could not copy the link to the clipboard.',
      });
    }
  };

  return (
    <>
      <button
        type="button"
        className="rd-button rd-button--secondary rd-share"
        onClick={share}
        disabled={!hydrated}
      >
        <svg className="rd-share__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M10 13a5 5 0 0 0 7.07 0l3-3a5 5 0 0 0-7.07-7.07l-1.5 1.5M14 11a5 5 0 0 0-7.07 0l-3 3a5 5 0 0 0 7.07 7.07l1.5-1.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {copied ? HELP_TEXTS.copied : 'Share'}
      </button>
      <span className="rd-visually-hidden" role="status">
        {copied ? `Link to “${title}” copied to the clipboard` : ''}
      </span>
    </>
  );
}
