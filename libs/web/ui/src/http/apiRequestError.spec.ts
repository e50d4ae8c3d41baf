import { ApiRequestError, apiRequestError } from './apiRequestError';

class BookingFailure extends ApiRequestError {}

describe('apiRequestError', () => {
  it("keeps the caller's words, the status and what the server said", () => {
    const error = apiRequestError(
      BookingFailure,
      'Failed to create booking',
      new Response(null, { status: 409 }),
      { statusCode: 409, message: 'This time slot has just been booked.', code: 'slot-taken' },
    );
    expect(error).toBeInstanceOf(BookingFailure);
    expect(error).toMatchObject({
      name: 'BookingFailure',
      message: 'Failed to create booking',
      status: 409,
      code: 'slot-taken',
      serverMessage: 'This time slot has just been booked.',
      details: [],
      fields: {},
    });
  });

  it('keeps the problems of a refused form by field, text only', () => {
    const error = apiRequestError(BookingFailure, 'Failed', new Response(null, { status: 400 }), {
      message: 'Please describe your issue.',
      details: ['Please describe your issue.'],
      fields: { issueDescription: 'Please describe your issue.', title: 5 },
    });
    expect(error.fields).toEqual({ issueDescription: 'Please describe your issue.' });
    expect(
      apiRequestError(BookingFailure, 'Failed', new Response(null, { status: 400 }), {
        fields: ['x'],
      }).fields,
    ).toEqual({});
  });

  it('ignores what is not text, and keeps the validation details', () => {
    const error = apiRequestError(BookingFailure, 'Failed', new Response(null, { status: 400 }), {
      message: '  ',
      code: 7,
      details: ['email must be an email', 3],
    });
    expect(error).toMatchObject({ code: undefined, serverMessage: undefined });
    expect(error.details).toEqual(['email must be an email']);
    expect(
      apiRequestError(BookingFailure, 'Failed', new Response(null, { status: 502 }), 'x'),
    ).toMatchObject({ status: 502, serverMessage: undefined, details: [] });
  });
});
