import {
  BOOKING_DESCRIPTION_MAX_LENGTH,
  BOOKING_FORM_FIELDS,
  BOOKING_MESSAGES,
  BOOKING_PAYMENT_TEXT,
  bookingPaymentPlan,
  type BookingPaymentPlan,
  bookingDates,
  bookingHoursHelp,
  bookingPayload,
  openSlotsOn,
  PAYMENT_TEXT,
  servicePriceLabel,
  slotLabel,
  STUDENT_ROUTES,
  timeZoneCity,
  validateBookingForm,
  type BookingForm as BookingFormValues,
  type BookingFormErrors,
  type BookingFormField,
} from '@redress/domain';
import { describedBy, FormField, Link, toast } from '@redress/web-ui';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import type { BookableService, BookingAvailability } from '../api/bookingApi';
import type { BookingOutcome } from '../hooks/useCreateBooking';
import { useNow } from '../hooks/useNow';
import { BookingCalendar } from './BookingCalendar';

// Option values are never empty (spec document 2, section 5): the placeholders have their own.
const NO_SERVICE = '0';
const NO_TIME = 'none';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const PLAN_HINTS: Record<BookingPaymentPlan, string> = {
  free: BOOKING_PAYMENT_TEXT.freeHint,
  'pay-first': BOOKING_PAYMENT_TEXT.payFirstHint,
  'pay-later': BOOKING_PAYMENT_TEXT.payLaterHint,
  unavailable: BOOKING_PAYMENT_TEXT.unavailableHint,
};

/** An option's words: its price, and whether it is paid later or cannot be booked now. */
function serviceOptionLabel(service: BookableService, plan: BookingPaymentPlan): string {
  const label = `${service.name} (${servicePriceLabel(service.price, service.currency)})`;
  if (plan === 'pay-later') return `${label} - ${BOOKING_PAYMENT_TEXT.payLaterOption}`;
  if (plan === 'unavailable') return `${label} - ${BOOKING_PAYMENT_TEXT.unavailableOption}`;
  return label;
}

/** The booking form of a signed-in student (spec document 2, sections 2-5). */
export function BookingForm({
  userId,
  initialEmail,
  services,
  paymentsOn,
  availability,
  studentZone,
  pending,
  onSubmit,
}: {
  userId: number | string;
  initialEmail: string;
  services: { data?: BookableService[]; isPending: boolean; isError: boolean };
  /** Whether card payments work: without them a call that must be paid first is not offered. */
  paymentsOn: boolean;
  availability: BookingAvailability;
  studentZone: string;
  pending: boolean;
  onSubmit: (payload: NonNullable<ReturnType<typeof bookingPayload>>) => Promise<BookingOutcome>;
}) {
  const baseId = useId();
  const idOf = (field: BookingFormField | 'time') => `${baseId}-${field}`;
  const now = useNow();
  const zone = availability.timeZone;
  const [form, setForm] = useState<BookingFormValues>({
    email: initialEmail,
    description: '',
    appointmentDate: '',
    serviceId: 0,
  });
  const [date, setDate] = useState<string | null>(null);
  const [errors, setErrors] = useState<BookingFormErrors>({});
  const controls = useRef<Partial<Record<BookingFormField, Control | null>>>({});
  // The appointment is chosen with two controls: the date first, then the time.
  const focusAppointment = () =>
    document.getElementById(date ? idOf('time') : idOf('appointmentDate'))?.focus();

  const taken = useMemo(() => new Set(availability.taken), [availability.taken]);
  const dates = useMemo(() => bookingDates(now, zone), [now, zone]);
  const slots = useMemo(() => (date ? openSlotsOn(date, now, zone) : []), [date, now, zone]);
  // A slot chosen earlier that has since been taken or has started is no longer offered.
  const chosenStillOpen = slots.some(
    (slot) => slot.start === form.appointmentDate && !taken.has(slot.start),
  );
  const appointmentDate = chosenStillOpen ? form.appointmentDate : '';

  const register = (field: BookingFormField) => (element: Control | null) => {
    controls.current[field] = element;
  };

  const update = (change: Partial<BookingFormValues>) => {
    setForm((current) => ({ ...current, ...change }));
    const cleared = Object.keys(change) as BookingFormField[];
    if (cleared.some((field) => errors[field])) {
      setErrors((current) => {
        const next = { ...current };
        for (const field of cleared) delete next[field];
        return next;
      });
    }
  };

  const chooseDate = (next: string | null) => {
    setDate(next);
    // Choosing a date enables the time list; the appointment needs both (spec 2 §4).
    update({ appointmentDate: '' });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const values = { ...form, appointmentDate };
    const problems = validateBookingForm(values, initialEmail);
    setErrors(problems);
    const first = BOOKING_FORM_FIELDS.find((field) => problems[field]);
    if (first) {
      if (first === 'appointmentDate') focusAppointment();
      else controls.current[first]?.focus();
      return;
    }
    const payload = bookingPayload(values, userId);
    if (!payload) {
      toast({
        title: BOOKING_MESSAGES.invalidDateTitle,
        description: BOOKING_MESSAGES.invalidDate,
        variant: 'destructive',
      });
      return;
    }
    const outcome = await onSubmit(payload);
    if (!outcome.ok && outcome.slotTaken) {
      update({ appointmentDate: '' });
      focusAppointment();
    }
  };

  const city = timeZoneCity(zone);
  const planOf = (service: BookableService) => bookingPaymentPlan(service, paymentsOn);
  const chosen = services.data?.find((service) => service.id === form.serviceId);
  const plan = chosen ? planOf(chosen) : null;

  // Card payments off and no call that can be paid later: say so, and offer what works.
  const nothingBookable =
    !paymentsOn &&
    Boolean(services.data?.length) &&
    services.data!.every((service) => planOf(service) === 'unavailable');

  return (
    <form className="rd-booking__form rd-panel" noValidate onSubmit={(event) => void submit(event)}>
      {nothingBookable ? (
        <section className="rd-callout" role="status">
          <p className="rd-callout__title">{BOOKING_PAYMENT_TEXT.noCallsTitle}</p>
          <p>{BOOKING_PAYMENT_TEXT.noCalls}</p>
          <Link className="rd-button rd-button--primary" to={STUDENT_ROUTES.input}>
            Start a Free Analysis
          </Link>
        </section>
      ) : null}
      <FormField
        id={idOf('serviceId')}
        label="Service"
        hint={plan ? PLAN_HINTS[plan] : BOOKING_PAYMENT_TEXT.chooseHint}
        error={errors.serviceId}
      >
        <select
          ref={register('serviceId')}
          id={idOf('serviceId')}
          className="rd-input rd-input--select"
          name="serviceId"
          required
          value={String(form.serviceId || NO_SERVICE)}
          onChange={(event) => update({ serviceId: Number(event.target.value) })}
          aria-describedby={describedBy(idOf('serviceId'), {
            hint: true,
            error: errors.serviceId,
          })}
          aria-invalid={errors.serviceId ? true : undefined}
        >
          <option value={NO_SERVICE} disabled>
            Select a service
          </option>
          {services.isPending ? (
            <option value="loading" disabled>
              Loading services...
            </option>
          ) : services.isError ? (
            <option value="failed" disabled>
              {PAYMENT_TEXT.fetchServicesFailed}
            </option>
          ) : services.data && services.data.length > 0 ? (
            services.data.map((service) => (
              <option
                key={service.id}
                value={String(service.id)}
                disabled={planOf(service) === 'unavailable'}
              >
                {serviceOptionLabel(service, planOf(service))}
              </option>
            ))
          ) : (
            <option value="empty" disabled>
              No services available
            </option>
          )}
        </select>
      </FormField>

      <FormField
        id={idOf('email')}
        label="Email"
        hint="The address you signed in with: we send the confirmation and a reminder the day before to it."
        error={errors.email}
      >
        <input
          ref={register('email')}
          id={idOf('email')}
          className="rd-input"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={form.email}
          onChange={(event) => update({ email: event.target.value })}
          aria-describedby={describedBy(idOf('email'), { hint: true, error: errors.email })}
          aria-invalid={errors.email ? true : undefined}
        />
      </FormField>

      <FormField
        id={idOf('description')}
        label="Brief description"
        optional
        hint="What would you like to discuss? A few lines help your advisor prepare."
        error={errors.description}
      >
        <textarea
          ref={register('description')}
          id={idOf('description')}
          className="rd-input rd-input--textarea"
          name="description"
          rows={4}
          maxLength={BOOKING_DESCRIPTION_MAX_LENGTH}
          value={form.description}
          onChange={(event) => update({ description: event.target.value })}
          aria-describedby={describedBy(idOf('description'), {
            hint: true,
            error: errors.description,
          })}
        />
      </FormField>

      <div className="rd-booking__when">
        <FormField
          id={idOf('appointmentDate')}
          label="Date"
          hint={BOOKING_MESSAGES.datesHelp}
          error={date ? undefined : errors.appointmentDate}
        >
          <BookingCalendar
            id={idOf('appointmentDate')}
            label="Date"
            dates={dates}
            selected={date}
            onSelect={chooseDate}
            describedBy={describedBy(idOf('appointmentDate'), {
              hint: true,
              error: date ? undefined : errors.appointmentDate,
            })}
            invalid={Boolean(errors.appointmentDate) && !date}
          />
        </FormField>

        <FormField
          id={idOf('time')}
          label="Time"
          hint={bookingHoursHelp(now, zone, studentZone)}
          error={date ? errors.appointmentDate : undefined}
        >
          <select
            id={idOf('time')}
            className="rd-input rd-input--select"
            name="time"
            disabled={!date}
            value={appointmentDate || NO_TIME}
            onChange={(event) => update({ appointmentDate: event.target.value })}
            aria-describedby={describedBy(idOf('time'), {
              hint: true,
              error: date ? errors.appointmentDate : undefined,
            })}
            aria-invalid={date && errors.appointmentDate ? true : undefined}
          >
            <option value={NO_TIME} disabled>
              {date ? 'Pick a time' : 'Pick a date first'}
            </option>
            {slots.map((slot) => {
              const label = slotLabel(new Date(slot.start), studentZone, zone);
              const isTaken = taken.has(slot.start);
              return (
                <option key={slot.start} value={slot.start} disabled={isTaken}>
                  {isTaken ? `${label.text} - booked` : label.text}
                </option>
              );
            })}
          </select>
        </FormField>
      </div>
      <p className="rd-booking__zone">
        {studentZone === zone
          ? `Times are in ${city} time (${zone}), where our advisors are.`
          : `Times are shown in your time zone (${studentZone}), with the time in ${city}, where our advisors are, beside each.`}
      </p>

      <div className="rd-booking__actions">
        <button
          type="submit"
          className="rd-button rd-button--accent rd-button--large"
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {pending
            ? 'Scheduling...'
            : plan === 'pay-first'
              ? BOOKING_PAYMENT_TEXT.continueToPayment
              : 'Book Appointment'}
        </button>
        <Link
          className="rd-button rd-button--secondary rd-button--large"
          to={STUDENT_ROUTES.services}
        >
          Cancel
        </Link>
      </div>
    </form>
  );
}
