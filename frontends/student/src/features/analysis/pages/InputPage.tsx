import { PageSection, Spinner, useAuth, useDocumentTitle } from '@redress/web-ui';
import { AllowanceNote } from '../components/AllowanceNote';
import { CaseIntakeForm } from '../components/CaseIntakeForm';
import { useCaseDraft } from '../hooks/useCaseDraft';
import { useSubmitCase } from '../hooks/useSubmitCase';
import './intake.css';

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

function IntakeForUser({ userId }: { userId: string | number }) {
  const draft = useCaseDraft(userId);
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
