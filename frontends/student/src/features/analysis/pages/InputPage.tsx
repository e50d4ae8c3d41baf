import { analysesLeftText } from '@redress/domain';
import { PageSection, Spinner, useAuth, useDocumentTitle, useLocation } from '@redress/web-ui';
import { CaseIntakeForm } from '../components/CaseIntakeForm';
import { useAllowance } from '../hooks/useCases';
import { useCaseDraft } from '../hooks/useCaseDraft';
import { useSubmitCase } from '../hooks/useSubmitCase';
import './analysis.css';

/** /input: Submit an Issue. Signed in only (the route guard sees to that). */
export default function InputPage() {
  useDocumentTitle('Submit an Issue');
  const { user } = useAuth();

  return (
    <PageSection labelledBy="rd-intake-title">
      <div className="rd-intake">
        <header className="rd-intake__header">
          <h1 id="rd-intake-title" className="rd-page__title">
            Submit an Issue
          </h1>
          <p className="rd-page__lead">
            Tell us what happened and add your university&apos;s policy if you have it. You will get
            a free analysis of your options: the key issues, the rules that apply, your deadlines
            and the steps to take next. It usually takes a few minutes.
          </p>
        </header>
        {user ? <AllowanceNote /> : null}
        {user ? <IntakeForUser userId={user.id} /> : <Spinner label="Checking your session…" />}
      </div>
    </PageSection>
  );
}

/** The day's free analyses left, stated before the student writes a case, not after. */
function AllowanceNote() {
  const allowance = useAllowance();
  if (!allowance.data) return null;
  const { remaining, limit, resetsAt } = allowance.data;
  return (
    <p
      className={`rd-intake__allowance${remaining === 0 ? ' rd-intake__allowance--none' : ''}`}
      role="status"
    >
      {analysesLeftText(remaining, limit, new Date(resetsAt))}
    </p>
  );
}

function IntakeForUser({ userId }: { userId: string | number }) {
  // "Resubmit as a new analysis" and similar links pass the earlier case's fields here.
  const location = useLocation();
  const prefill = (location.state as { prefill?: unknown } | null)?.prefill;
  const draft = useCaseDraft(userId, prefill);
  const { submit, pending } = useSubmitCase({ onStarted: draft.clear });

  return (
    <CaseIntakeForm
      form={draft.form}
      onChange={draft.update}
      restored={draft.restored}
      pending={pending}
      onSubmit={submit}
    />
  );
}
