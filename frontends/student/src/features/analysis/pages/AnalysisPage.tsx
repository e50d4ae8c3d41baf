import { isAnalysisFinished, STUDENT_ROUTES } from '@redress/domain';
import { Link, PageSection, Spinner, useDocumentTitle, useParams } from '@redress/web-ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { type AnalysisCase } from '../api/analysisApi';
import { AnalysisFailed } from '../components/AnalysisFailed';
import { AnalysisLoadFailed, CaseLoadError } from '../components/AnalysisLoadFailed';
import { AnalysisNotFound } from '../components/AnalysisNotFound';
import { AnalysisProgress } from '../components/AnalysisProgress';
import { AnalysisReportView } from '../components/AnalysisReportView';
import { CaseFile } from '../../case-file';
import { ReportChangesPanel } from '../components/ReportChangesPanel';
import { analysisQueryKeys } from '../hooks/analysisQueryKeys';
import { useAnalysisCase } from '../hooks/useAnalysisCase';
import { useAnalysisResult } from '../hooks/useAnalysisResult';
import { useCaseProgress } from '../hooks/useCaseProgress';
import { useRetryAnalysis } from '../hooks/useRetryAnalysis';
import { parseReportContent } from '../reportContent';
import '../components/status.css';

/** /analysis/:id — progress while the case runs, then the report (signed in only). */
export default function AnalysisPage() {
  useDocumentTitle('Analysis');
  const { id = '' } = useParams();
  // Another id is another case: nothing of the previous one may linger.
  return <CaseAnalysis key={id} id={id} />;
}

function CaseAnalysis({ id }: { id: string }) {
  const queryClient = useQueryClient();
  const caseQuery = useAnalysisCase(id);
  const analysis = caseQuery.data;
  const running = analysis !== undefined && !isAnalysisFinished(analysis.status);
  const progress = useCaseProgress(id, { enabled: running });
  const polling = running && progress.channel === 'polling';
  // Without live events the case is re-read too, so the steps and a failure still show.
  useAnalysisCase(id, { poll: polling });
  const live = progress.event;
  const status = live?.status ?? analysis?.status;

  // The live stream said it is over: fetch the final case (status, failure reason, note).
  useEffect(() => {
    if (live && isAnalysisFinished(live.status)) {
      void queryClient.invalidateQueries({ queryKey: analysisQueryKeys.case(id) });
    }
  }, [live, id, queryClient]);

  const result = useAnalysisResult(id, { enabled: status === 'completed' || polling });
  const retry = useRetryAnalysis(id, progress.restart);

  if (caseQuery.isPending) return <Spinner label="Loading your analysis…" />;
  if (caseQuery.isError)
    return <CaseLoadError error={caseQuery.error} onRetry={() => void caseQuery.refetch()} />;
  if (!analysis) return <AnalysisNotFound />;

  if (result.data) {
    return (
      <PageSection>
        <CompletedAnalysis analysis={analysis} content={result.data.content} />
      </PageSection>
    );
  }

  if (status === 'failed') {
    return (
      <PageSection narrow>
        <AnalysisFailed
          title={analysis.title}
          reason={live?.failureReason ?? analysis.failureReason}
          retrying={retry.pending}
          retryError={retry.error}
          onRetry={retry.retry}
        />
      </PageSection>
    );
  }

  if (status === 'completed' && result.isError) {
    return <AnalysisLoadFailed onRetry={() => void result.refetch()} />;
  }

  if (result.exhausted) {
    return (
      <PageSection narrow>
        <section className="rd-panel rd-failed" aria-labelledby="rd-slow-title">
          <h1 id="rd-slow-title" className="rd-failed__title">
            This is taking longer than usual
          </h1>
          <p className="rd-failed__text">
            Your case is saved and the analysis may still finish. Check again in a few minutes, or
            find it later on your dashboard.
          </p>
          <div className="rd-failed__actions">
            <button
              type="button"
              className="rd-button rd-button--primary"
              onClick={() => window.location.reload()}
            >
              Check again
            </button>
            <Link className="rd-button rd-button--secondary" to={STUDENT_ROUTES.dashboard}>
              Return to Dashboard
            </Link>
          </div>
        </section>
      </PageSection>
    );
  }

  return (
    <PageSection narrow>
      <AnalysisProgress
        title={analysis.title}
        step={status === 'completed' ? 'Complete' : (live?.progress ?? analysis.progress)}
        percent={status === 'completed' ? 100 : (live?.percent ?? analysis.progressPercent)}
      />
    </PageSection>
  );
}

function CompletedAnalysis({ analysis, content }: { analysis: AnalysisCase; content: string }) {
  const report = useMemo(() => parseReportContent(content), [content]);
  if (!report) {
    return (
      <section className="rd-panel rd-failed" role="alert" aria-labelledby="rd-unreadable-title">
        <h1 id="rd-unreadable-title" className="rd-failed__title">
          This analysis cannot be shown
        </h1>
        <p className="rd-failed__text">
          The report of &ldquo;{analysis.title}&rdquo; is in a form this page does not recognise.
          Please refresh the page; if it still does not appear, contact support and mention case{' '}
          {analysis.id}.
        </p>
        <Link className="rd-button rd-button--secondary" to={STUDENT_ROUTES.dashboard}>
          Return to Dashboard
        </Link>
      </section>
    );
  }
  return (
    <>
      {analysis.remixOfId ? (
        <ReportChangesPanel earlierId={analysis.remixOfId} report={report} />
      ) : null}
      <AnalysisReportView analysis={analysis} report={report} />
      <CaseFile analysis={analysis} report={report} />
    </>
  );
}
