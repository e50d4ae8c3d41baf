import { loginPathFor, STUDENT_ROUTES } from '@redress/domain';
import { BuildingPage, PageSection, Spinner, useAuth, useDocumentTitle } from '@redress/web-ui';
import { Link } from 'react-router';

/** /booking: a sign-in prompt for visitors (spec document 2, section 2); the form comes later. */
export default function BookingPage() {
  const { isAuthenticated, isLoading } = useAuth();
  if (isLoading) return <Spinner label="Checking your session…" />;
  if (isAuthenticated) return <BuildingPage title="Book an Appointment" />;
  return <SignedOutBooking />;
}

function SignedOutBooking() {
  useDocumentTitle('Book an Appointment');
  return (
    <PageSection narrow labelledBy="rd-booking-title">
      <div className="rd-panel rd-building">
        <h1 id="rd-booking-title" className="rd-page__title">
          Book an Appointment
        </h1>
        <p className="rd-page__lead">
          Please log in to schedule your appointment with our expert advisors.
        </p>
        <Link
          className="rd-button rd-button--primary rd-button--large"
          to={loginPathFor(STUDENT_ROUTES.booking)}
        >
          Log In to Book
        </Link>
      </div>
    </PageSection>
  );
}
