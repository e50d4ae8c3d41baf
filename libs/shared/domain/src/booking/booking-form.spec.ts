import {
  BOOKING_MESSAGES,
  bookableServices,
  bookingPayload,
  hasBookingStarted,
  validateBookingForm,
  type BookingForm,
} from './booking-form';

const valid: BookingForm = {
  serviceId: 20,
  email: 'ada@example.edu',
  description: 'My appeal was refused.',
  appointmentDate: '2026-11-23T08:00:00.000Z',
};

describe('validateBookingForm with the account address', () => {
  const form = { serviceId: 20, email: ' Ada@Uni.ac.uk ', description: '', appointmentDate: 'x' };
  it('accepts the account address whatever its case and spaces', () => {
    expect(validateBookingForm(form, 'ada@uni.ac.uk')).toEqual({});
  });
  it('refuses another address, as the API does', () => {
    expect(validateBookingForm({ ...form, email: 'someone@else.org' }, 'ada@uni.ac.uk')).toEqual({
      email: BOOKING_MESSAGES.emailNotYours,
    });
  });
});

describe('validateBookingForm (spec document 2, section 5)', () => {
  it('accepts a complete form', () => {
    expect(validateBookingForm(valid)).toEqual({});
    expect(validateBookingForm({ ...valid, description: '' })).toEqual({});
  });

  it.each<[Partial<BookingForm>, keyof BookingForm, string]>([
    [{ serviceId: 0 }, 'serviceId', 'Please select a service'],
    [{ serviceId: -3 }, 'serviceId', 'Please select a service'],
    [{ serviceId: 1.5 }, 'serviceId', 'Please select a service'],
    [{ email: '' }, 'email', 'Please enter a valid email address'],
    [{ email: 'ada@' }, 'email', 'Please enter a valid email address'],
    [{ email: 'ada example.edu' }, 'email', 'Please enter a valid email address'],
    [{ email: '"Ada" <ada@example.edu>' }, 'email', 'Please enter a valid email address'],
    [{ email: `${'a'.repeat(250)}@x.io` }, 'email', 'Please enter a valid email address'],
    [{ appointmentDate: '' }, 'appointmentDate', 'Please select an appointment date and time'],
    [
      { description: 'x'.repeat(5001) },
      'description',
      'Please keep the description under 5,000 characters.',
    ],
  ])('%o → %s: %s', (change, field, message) => {
    expect(validateBookingForm({ ...valid, ...change })).toEqual({ [field]: message });
  });

  it('reports every problem at once', () => {
    expect(
      Object.keys(
        validateBookingForm({ serviceId: 0, email: '', description: '', appointmentDate: '' }),
      ).sort(),
    ).toEqual(['appointmentDate', 'email', 'serviceId']);
  });
});

describe('bookingPayload (spec document 2, section 3)', () => {
  it('sends the fixed title, the trimmed fields and the appointment in UTC', () => {
    expect(
      bookingPayload(
        {
          ...valid,
          email: ' ada@example.edu ',
          appointmentDate: '2026-11-23T09:00:00+01:00',
        },
        7,
      ),
    ).toEqual({
      userId: 7,
      serviceId: 20,
      description: 'My appeal was refused.',
      appointmentDate: '2026-11-23T08:00:00.000Z',
      email: 'ada@example.edu',
      title: 'Consultation Appointment',
    });
  });

  it('gives null for a date that cannot be read (the Invalid Date toast)', () => {
    expect(bookingPayload({ ...valid, appointmentDate: 'Invalid Date' }, 7)).toBeNull();
    expect(BOOKING_MESSAGES.invalidDate).toBe('Please select a valid appointment date and time.');
  });
});

describe('bookableServices', () => {
  it('offers only calls, cheapest first: no written review, mediation or free plan', () => {
    const services = [
      { id: 21, type: 'mediation', price: 24999 },
      { id: 22, type: 'editor', price: 19900 },
      { id: 18, type: 'basic', price: 0 },
      { id: 20, type: 'consultation', price: 7999 },
      { id: 19, type: 'review', price: 4999 },
      { id: 23, type: 'consultation', price: 7999 },
    ];
    expect(bookableServices(services).map((service) => service.id)).toEqual([20, 23, 22]);
    expect(services[0].id).toBe(21);
  });
});

describe('hasBookingStarted', () => {
  const now = new Date('2026-11-23T08:30:00Z');
  it.each([
    ['2026-11-23T08:31:00Z', false, 'a minute ahead: can still be cancelled'],
    ['2026-11-23T08:30:00Z', true, 'starting now'],
    ['2026-11-23T08:00:00Z', true, 'under way'],
    ['not a date', true, 'unreadable'],
  ])('%s → %p (%s)', (appointmentDate, expected) => {
    expect(hasBookingStarted({ appointmentDate }, now)).toBe(expected);
    expect(hasBookingStarted({ appointmentDate: new Date(appointmentDate) }, now)).toBe(expected);
  });
});
