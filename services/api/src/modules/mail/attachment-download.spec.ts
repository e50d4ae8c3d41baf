import {
  attachmentDownloadHeaders,
  contentDisposition,
  downloadContentType,
} from './attachment-download';

describe('attachment downloads from the dev outbox', () => {
  it('quotes a plain file name as it is', () => {
    expect(contentDisposition('consultation.ics')).toBe('attachment; filename="consultation.ics"');
  });

  it.each([
    ['a"b.ics', 'attachment; filename="a_b.ics"; filename*=UTF-8\'\'a%22b.ics'],
    ['..\\..\\x.ics', 'attachment; filename=".._.._x.ics"; filename*=UTF-8\'\'..%5C..%5Cx.ics'],
    ['../x.ics', 'attachment; filename=".._x.ics"; filename*=UTF-8\'\'..%2Fx.ics'],
    [
      'x\r\nSet-Cookie: a=b',
      'attachment; filename="x__Set-Cookie: a=b"; filename*=UTF-8\'\'x%0D%0ASet-Cookie%3A%20a%3Db',
    ],
    [
      'réunion (1).ics',
      'attachment; filename="r_union (1).ics"; filename*=UTF-8\'\'r%C3%A9union%20%281%29.ics',
    ],
    ['  ', 'attachment; filename="attachment"'],
  ])('keeps %j inside its quotes and exact in filename*', (name, header) => {
    expect(contentDisposition(name)).toBe(header);
  });

  it.each([
    [
      'text/calendar; charset=utf-8; method=PUBLISH',
      'text/calendar; charset=utf-8; method=PUBLISH',
    ],
    ['text/plain', 'text/plain'],
    ['application/json; profile="a b"', 'application/json; profile="a b"'],
    ['text/calendar\r\nSet-Cookie: a=b', 'application/octet-stream'],
    ['calendar', 'application/octet-stream'],
    ['', 'application/octet-stream'],
  ])('serves content type %j as %j', (stored, served) => {
    expect(downloadContentType(stored)).toBe(served);
  });

  it('is never cached', () => {
    expect(
      attachmentDownloadHeaders({ filename: 'a.ics', contentType: 'text/calendar', content: '' }),
    ).toEqual({
      'Content-Type': 'text/calendar',
      'Content-Disposition': 'attachment; filename="a.ics"',
      'Cache-Control': 'no-store',
    });
  });
});
