import {
  NEXT_PATH_PARAM,
  safeNextPath,
  SIGN_IN_MESSAGES,
  signInDestination,
  STUDENT_ROUTES,
} from '@redress/domain';
import {
  Link,
  Navigate,
  PageSection,
  toast,
  useAuth,
  useDocumentTitle,
  useNavigate,
  useSearchParams,
} from '@redress/web-ui';
import { useState } from 'react';
import { CheckInbox } from '../components/CheckInbox';
import { EmailLinkForm } from '../components/EmailLinkForm';
import { GoogleSignInButton } from '../components/GoogleSignInButton';
import { SignInLinkVerification } from '../components/SignInLinkVerification';
import { useAuthProviders } from '../hooks/useAuthProviders';
import { useCompleteSignIn } from '../hooks/useCompleteSignIn';
import { useGoogleSignIn } from '../hooks/useGoogleSignIn';
import { useSignInLinkRequest } from '../hooks/useSignInLinkRequest';
import './login.css';

/** /login: request a sign-in link or use Google; opening a link lands here too. */
export default function LoginPage() {
  useDocumentTitle('Sign In');
  const [params] = useSearchParams();
  const token = params.get('token');
  const next = safeNextPath(params.get(NEXT_PATH_PARAM));

  return (
    <PageSection narrow labelledBy="rd-login-title">
      <div className="rd-panel rd-login">
        {token ? (
          <SignInLinkVerification token={token} emailParam={params.get('email')} next={next} />
        ) : (
          <SignInOptions next={next} initialEmail={params.get('email') ?? ''} />
        )}
      </div>
    </PageSection>
  );
}

function SignInOptions({ next, initialEmail }: { next: string | null; initialEmail: string }) {
  const { isAuthenticated, isLoading } = useAuth();
  const { google } = useAuthProviders();
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const linkRequest = useSignInLinkRequest(next);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [changingEmail, setChangingEmail] = useState(false);
  const [lastEmail, setLastEmail] = useState(initialEmail);

  const googleSignIn = useGoogleSignIn({
    next,
    onSignedIn: async (serverNext) => {
      const user = await completeSignIn();
      if (!user) {
        toast({
          title: SIGN_IN_MESSAGES.errorTitle,
          description: SIGN_IN_MESSAGES.connectionProblem,
          variant: 'destructive',
        });
        return;
      }
      toast({ title: 'Sign In Successful', description: 'You are now signed in with Google.' });
      navigate(signInDestination(serverNext, next), { replace: true });
    },
  });

  // The form shows while the session is checked (the page is prerendered with it: a visitor
  // reads and types at once); someone already signed in is sent on as soon as that is known,
  // and a Google success navigates by itself.
  if (!isLoading && isAuthenticated && !googleSignIn.pending) {
    return <Navigate to={signInDestination(next)} replace />;
  }

  if (sentTo) {
    return (
      <CheckInbox
        email={sentTo}
        resending={linkRequest.pending}
        onResend={() => void linkRequest.send(sentTo)}
        onChangeEmail={() => {
          setSentTo(null);
          setChangingEmail(true);
        }}
      />
    );
  }

  return (
    <>
      <h1 className="rd-login__title" id="rd-login-title">
        Sign in to Redress
      </h1>
      <p className="rd-login__lead">
        {next
          ? 'Please sign in to continue. You will be taken back to the page you were on.'
          : 'Get a free analysis of your case and keep your appeals and complaints in one place.'}
      </p>
      <EmailLinkForm
        initialEmail={lastEmail}
        pending={linkRequest.pending}
        focusOnMount={changingEmail}
        onSend={async (email) => {
          const result = await linkRequest.send(email);
          if (result === 'sent') {
            setLastEmail(email);
            setSentTo(email);
          }
          return result;
        }}
      />
      {google ? (
        <>
          <div className="rd-login__divider" role="presentation">
            <span>or</span>
          </div>
          <GoogleSignInButton pending={googleSignIn.pending} onClick={googleSignIn.start} />
        </>
      ) : null}
      <p className="rd-login__footnote">
        New to Redress? Signing in for the first time creates your free account. By continuing you
        agree to our <Link to={STUDENT_ROUTES.terms}>Terms of Service</Link> and{' '}
        <Link to={STUDENT_ROUTES.privacy}>Privacy Policy</Link>.
      </p>
    </>
  );
}
