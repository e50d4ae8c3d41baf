import { caseFormFromCase, STUDENT_ROUTES, type CaseForm } from '@redress/domain';
import { Link, PageSection, Spinner, useDocumentTitle, useParams } from '@redress/web-ui';
import { useState } from 'react';
import { remixCase, type AnalysisCase } from '../api/analysisApi';
import { AllowanceNote } from '../components/AllowanceNote';
import { CaseLoadError } from '../components/AnalysisLoadFailed';
import { CaseIntakeForm } from '../components/CaseIntakeForm';
import { useAnalysisCase } from '../hooks/useAnalysisCase';
import { useSubmitCase } from '../hooks/useSubmitCase';
import './intake.css';

/**
 * /remix/:id — start again from one of the student's own cases (spec §9: a case is never
 * edited, only resubmitted as a new analysis). Signed in only; another student's case is not
 * found, as on its analysis page.
 */
export default function RemixPage() {
  useDocumentTitle('Start again from this case');
  const { id = '' } = useParams();
  return <RemixOfCase key={id} id={id} />;
}

function RemixOfCase({ id }: { id: string }) {
  const caseQuery = useAnalysisCase(id);
  if (caseQuery.isPending) return <Spinner label="Loading your case…" />;
  if (caseQuery.isError)
    return <CaseLoadError error={caseQuery.error} onRetry={() => void caseQuery.refetch()} />;
  const earlier = caseQuery.data;

  return (
    <PageSection labelledBy="rd-remix-title">
      <div className="rd-intake">
        <header className="rd-intake__header">
          <h1 id="rd-remix-title" className="rd-page__title">
            Start again from this case
          </h1>
          <p className="rd-page__lead">
            This is “{earlier.title}” as you sent it. Correct what was wrong or add what has
            happened since, and you get a new analysis that says what changed against the earlier
            report. The earlier case stays as it is.
          </p>
        </header>
        <AllowanceNote />
        <RemixForm earlier={earlier} />
      </div>
    </PageSection>
  );
}

function RemixForm({ earlier }: { earlier: AnalysisCase }) {
  const [form, setForm] = useState<CaseForm>(() => caseFormFromCase(earlier));
  const { submit, pending } = useSubmitCase({
    onStarted: () => undefined,
    send: (fields, _file, key) => remixCase(earlier.id, fields, key),
  });
  return (
    <CaseIntakeForm
      form={form}
      onChange={setForm}
      restored={false}
      pending={pending}
      onSubmit={submit}
      policy={<ReusedPolicy earlier={earlier} />}
    />
  );
}

/** Which policy the new analysis reads: the earlier case's, never uploaded again. */
function ReusedPolicy({ earlier }: { earlier: AnalysisCase }) {
  return (
    <div className="rd-field">
      <p className="rd-field__label">Policy</p>
      {earlier.policySource === 'upload' ? (
        <p className="rd-field__hint">
          The document you uploaded with this case, <strong>{earlier.fileName}</strong>, is used
          again. You do not need to upload it.
        </p>
      ) : earlier.policySource === 'link' ? (
        <p className="rd-field__hint">
          The policy at <strong>{earlier.policyLink}</strong> is read again.
        </p>
      ) : (
        <p className="rd-field__hint">
          This case was sent without a policy, so the new analysis also works from your description
          alone. To add a policy, <Link to={STUDENT_ROUTES.input}>submit a new case</Link>.
        </p>
      )}
    </div>
  );
}
