import {
  deletionCompletedEmail,
  deletionConfirmationEmail,
  deletionRequestNotificationEmail,
} from './deletion-request-emails.template';

describe('data deletion e-mails', () => {
  const request = { fullName: 'Ada <Lovelace>', requestId: 12, email: 'o"neil@uni.edu' };

  it('tells the requester their account and data are deleted, naming the request', () => {
    const mail = deletionCompletedEmail({ ...request, accountDeleted: true });
    expect(mail.subject).toBe('Your Redress data has been deleted');
    expect(mail.text).toMatch(/^Hello Ada <Lovelace>,\n/);
    expect(mail.text).toContain(
      'Your data deletion request (reference 12) is complete: the Redress account for o"neil@uni.edu and the data in it have been deleted.',
    );
    expect(mail.text).toContain('Records of payments are kept for accounting');
    expect(mail.text).toContain('reply to this e-mail');
    expect(mail.text).not.toContain('no account');
  });

  it('closes a request for an address with no account, saying there was nothing to delete', () => {
    const mail = deletionCompletedEmail({ ...request, accountDeleted: false });
    expect(mail.subject).toBe('Your data deletion request is closed');
    expect(mail.text).toContain(
      'Redress holds no account for o"neil@uni.edu, so there was nothing to delete and the request is now closed.',
    );
    expect(mail.text).toContain('send a new request from the Data Deletion page');
    expect(mail.text).not.toContain('have been deleted');
  });

  it('escapes the name and the address in the HTML body', () => {
    for (const accountDeleted of [true, false]) {
      const { html } = deletionCompletedEmail({ ...request, accountDeleted });
      expect(html).toContain('Hello Ada &lt;Lovelace&gt;,');
      expect(html).toContain('o&quot;neil@uni.edu');
      expect(html).not.toContain('<Lovelace>');
      expect(html).not.toContain('o"neil');
    }
  });

  it('asks the address’s owner to confirm, with the link, its lifetime and no word of the sender', () => {
    const link = 'https://redress.example/data-deletion/confirm?token=abc&x="1"';
    const mail = deletionConfirmationEmail({ requestId: 12, link });
    expect(mail.subject).toBe('Confirm your Redress data deletion request');
    expect(mail.text).toMatch(/^Hello,\n/);
    expect(mail.text).toContain('(reference 12)');
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.text).toContain('The link works once and expires in 7 days.');
    expect(mail.text).toContain('If you did not ask for this, ignore this e-mail');
    expect(mail.html).toContain(
      'href="https://redress.example/data-deletion/confirm?token=abc&amp;x=&quot;1&quot;"',
    );
    expect(mail.html).not.toContain('x="1"');
  });

  it('tells the operator how the request was confirmed', () => {
    const mail = deletionRequestNotificationEmail({
      requestId: 12,
      fullName: 'Ada',
      email: 'ada@uni.edu',
      reason: null,
      details: null,
      createdAt: new Date('2026-11-02T10:00:00.000Z'),
      confirmedBy: 'email-link',
    });
    expect(mail.text).toContain('Confirmed: Yes (emailed link)');
    expect(mail.text).toContain('confirmed by the owner of its address');
  });
});
