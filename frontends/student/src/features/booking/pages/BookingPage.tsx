import { loginPathFor, STUDENT_ROUTES } from '@redress/domain';
import {
  Link,
  PageSection,
  Spinner,
  useAuth,
  useDocumentTitle,
  useSearchParams,
  type AuthUser,
} from '@redress/web-ui';
import { useMemo } from 'react';
import { usePaymentsConfig } from '../../payments';
import { BookingForm } from '../components/BookingForm';
import { useAvailability, useBookingServices } from '../hooks/bookingQueries';
import { useCreateBooking } from '../hooks/useCreateBooking';
import { studentTimeZone } from '../hooks/useNow';
import './booking.css';

/**
 * /booking (spec document 2, section 2): a sign-in prompt for visitors, the booking form for
 * signed-in students.
 */
export default function BookingPage() {
  const { isAuthenticated, isLoading, user } = useAuth();
  if (isLoading) return <Spinner label="Checking your session…" />;
  if (isAuthenticated && user) return <SignedInBooking user={user} />;
  return <SignedOutBooking />;
}

function SignedInBooking({ user }: { user: AuthUser }) {
  useDocumentTitle('Book an Appointment');
  const services = useBookingServices();
  // Until the answer is in, calls are offered: the server refuses what cannot be paid.
  const paymentsOn = usePaymentsConfig().data?.enabled ?? true;
  const availability = useAvailability();
  const { submit, pending } = useCreateBooking();
  const studentZone = useMemo(studentTimeZone, []);
  // Set when the booking follows an order placed from a case: the booking joins that case.
  const [params] = useSearchParams();
  const caseId = Number(params.get('caseId')) || undefined;

  return (
    <PageSection labelledBy="rd-booking-title">
      <div className="rd-booking">
        <header className="rd-booking__header">
          <h1 id="rd-booking-title" className="rd-page__title">
            Book an Appointment
          </h1>
          <p className="rd-page__lead">
            Talk your case through with one of our expert advisors in a 60-minute video call. Pick a
            day and a time that suit you; a paid call is paid at checkout next, unless it is marked
            pay later. We e-mail you a confirmation with a calendar invitation and a reminder the
            day before.
          </p>
        </header>
        {availability.isPending ? (
          <Spinner label="Loading available times…" />
        ) : availability.isError ? (
          <section className="rd-panel rd-booking__error" role="alert">
            <p className="rd-booking__error-title">Available times could not be loaded</p>
            <p>Please try again in a moment.</p>
            <button
              type="button"
              className="rd-button rd-button--secondary"
              onClick={() => void availability.refetch()}
            >
              Try Again
            </button>
          </section>
        ) : (
          <BookingForm
            userId={user.id}
            initialEmail={user.email}
            services={services}
            paymentsOn={paymentsOn}
            availability={availability.data}
            studentZone={studentZone}
            pending={pending}
            // The student's zone lets the confirmation e-mail give their own time too.
            onSubmit={(payload) =>
              submit({ ...payload, timeZone: studentZone, ...(caseId ? { caseId } : {}) })
            }
          />
        )}
      </div>
    </PageSection>
  );
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
