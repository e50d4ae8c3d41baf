import { isAnalysisFinished } from '@redress/domain';
import { useCallback, useEffect, useState } from 'react';
import { caseEventsUrl, type AnalysisProgressEvent } from '../api/analysisApi';

export type ProgressChannel = 'live' | 'polling';

function parseEvent(data: unknown): AnalysisProgressEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const event = JSON.parse(data) as Partial<AnalysisProgressEvent>;
    if (typeof event.status !== 'string' || typeof event.percent !== 'number') return null;
    return event as AnalysisProgressEvent;
  } catch {
    return null;
  }
}

/**
 * Live progress of a running case from the API's server-sent events. The stream ends after
 * completed or failed, and the EventSource is closed then (it would reconnect otherwise). When
 * EventSource is missing or the stream fails, `channel` turns to 'polling' and the page falls
 * back to asking for the result every 3 s.
 */
export function useCaseProgress(id: string, { enabled }: { enabled: boolean }) {
  const [event, setEvent] = useState<AnalysisProgressEvent | null>(null);
  const [channel, setChannel] = useState<ProgressChannel>(() =>
    typeof window !== 'undefined' && 'EventSource' in window ? 'live' : 'polling',
  );
  const [session, setSession] = useState(0);

  useEffect(() => {
    if (!enabled || channel !== 'live') return;
    const source = new EventSource(caseEventsUrl(id), { withCredentials: true });
    source.onmessage = (message: MessageEvent) => {
      const next = parseEvent(message.data);
      if (!next) return;
      setEvent(next);
      if (isAnalysisFinished(next.status)) source.close();
    };
    source.onerror = () => {
      // A closed stream after the final event is expected; anything else means polling.
      if (
        source.readyState === EventSource.CLOSED ||
        source.readyState === EventSource.CONNECTING
      ) {
        source.close();
        setChannel('polling');
      }
    };
    return () => source.close();
  }, [id, enabled, channel, session]);

  /** Starts listening afresh, e.g. after the analysis was run again. */
  const restart = useCallback(() => {
    setEvent(null);
    setChannel(typeof window !== 'undefined' && 'EventSource' in window ? 'live' : 'polling');
    setSession((value) => value + 1);
  }, []);

  return { event, channel, restart };
}
