import {
  composeLetter,
  routePath,
  STUDENT_ROUTES,
  triggerDates,
  type RecordedStep,
} from '@redress/domain';
import {
  type AuthUser,
  Link,
  PageSection,
  Spinner,
  useDocumentTitle,
  useParams,
} from '@redress/web-ui';
import { useState } from 'react';
import {
  AnalysisLoadFailed,
  AnalysisNotFound,
  parseReportContent,
  RecommendedServices,
  type AnalysisCase,
} from '../../analysis';
import type { CaseStep, SavedDraft } from '../api/caseFileApi';
import { CaseOverview } from '../components/CaseOverview';
import { LetterEditor } from '../components/LetterEditor';
import { SignWithYourName } from '../components/SignWithYourName';
import { chooseInitialLetter, letterCopyKey, readLetterCopy } from '../hooks/letterCopy';
import { useDraftSources } from '../hooks/useDraftSources';
import { useLetterAutosave } from '../hooks/useLetterAutosave';
import './DraftPage.css';

type Report = NonNullable<ReturnType<typeof parseReportContent>>;

/** A recorded step as the due-date rules read it. */
const stepOf = (step: CaseStep): RecordedStep => ({
  stage: step.stage,
  date: step.date,
  decisionReceivedOn: step.decisionReceivedOn,
});

/** /analysis/:id/draft — the letter for a finished analysis (signed in only). */
export default function DraftPage() {
  useDocumentTitle('Draft Your Appeal or Complaint');
  const { id = '' } = useParams();
  // Another id is another letter: nothing of the previous one may linger.
  return <CaseDraft key={id} id={id} />;
}

function CaseDraft({ id }: { id: string }) {
  const { auth, caseQuery, result, savedDraft, timeline, running } = useDraftSources(id);
  const report = result.data ? parseReportContent(result.data.content) : null;

  if (auth.isLoading || caseQuery.isPending) return <Spinner label="Loading your letter…" />;
  if (caseQuery.isError || !caseQuery.data || !auth.user) return <AnalysisNotFound />;

  if (running) {
    return (
      <AnalysisNotFound>
        <p className="rd-page__lead">
          Your analysis of &ldquo;{caseQuery.data.title}&rdquo; is still running. It usually takes a
          few minutes; your letter can be drafted as soon as it has finished.
        </p>
        <p>
          <Link to={routePath(STUDENT_ROUTES.analysis, { id })}>Follow your analysis</Link>
        </p>
      </AnalysisNotFound>
    );
  }
  if (caseQuery.data.status !== 'completed') return <AnalysisNotFound />;

  if (result.isPending || savedDraft.isPending || timeline.isPending)
    return <Spinner label="Loading your letter…" />;
  if (result.isError || !report) return <AnalysisNotFound />;
  if (savedDraft.isError) {
    // Composing a new letter now could replace the one saved earlier: ask to try again instead.
    return (
      <AnalysisLoadFailed
        what="your letter"
        safe="Your letter"
        onRetry={() => void savedDraft.refetch()}
      />
    );
  }

  return (
    <DraftWorkspace
      analysis={caseQuery.data}
      report={report}
      user={auth.user}
      saved={savedDraft.data}
      decisionReceivedOn={
        triggerDates(timeline.data?.events.flatMap((e) => (e.step ? [stepOf(e.step)] : [])) ?? [])
          .decision ?? null
      }
    />
  );
}

function DraftWorkspace({
  analysis,
  report,
  user,
  saved,
  decisionReceivedOn,
}: {
  analysis: AnalysisCase;
  report: Report;
  user: AuthUser;
  saved: SavedDraft | null;
  decisionReceivedOn: string | null;
}) {
  const caseId = String(analysis.id);
  const storageKey = letterCopyKey(user.id, caseId);
  // Decided once, when everything has loaded: the letter is composed at most one time.
  const [initial] = useState(() =>
    chooseInitialLetter({
      saved,
      local: readLetterCopy(storageKey),
      compose: () =>
        composeLetter({
          document: { ...analysis, decisionReceivedOn },
          report,
          user: {
            email: user.email,
            name: typeof user.fullName === 'string' ? user.fullName : null,
          },
        }),
    }),
  );
  const letter = useLetterAutosave({ caseId, storageKey, initial });

  return (
    <PageSection labelledBy="rd-draft-title">
      <header className="rd-draft__header">
        <p className="rd-page__eyebrow">
          <Link to={routePath(STUDENT_ROUTES.analysis, { id: caseId })}>
            Back to the analysis of &ldquo;{analysis.title}&rdquo;
          </Link>
        </p>
        <h1 id="rd-draft-title" className="rd-page__title">
          Draft Your Appeal or Complaint
        </h1>
        {initial.source === 'local' ? (
          <p className="rd-page__lead">
            We restored the changes you made on this device last time.
          </p>
        ) : null}
      </header>
      <div className="rd-draft">
        <CaseOverview analysis={analysis} />
        <div className="rd-draft__main">
          {user.fullName ? null : (
            <SignWithYourName user={user} letter={letter.text} onLetterChange={letter.update} />
          )}
          <LetterEditor
            caseId={caseId}
            text={letter.text}
            saveState={letter.state}
            onChange={letter.update}
            onTaken={letter.keep}
          />
          <RecommendedServices caseId={caseId} />
        </div>
      </div>
    </PageSection>
  );
}
