import { escapeHtml } from './html';
import { newUserNotificationEmail } from './new-user.template';
import { signInLinkEmail } from './sign-in-link.template';

describe('e-mail templates', () => {
  it('escapes HTML', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });

  it('puts the sign-in link in both bodies, escaped in the HTML one', () => {
    const link = 'https://redress.example/login?email=a%40b.edu&token=abc&next=%2Finput';
    const mail = signInLinkEmail({ link, ttlMinutes: 15 });
    expect(mail.subject).toBe('Your Redress sign-in link');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('expires in 15 minutes');
    expect(mail.html).toContain(
      'href="https://redress.example/login?email=a%40b.edu&amp;token=abc&amp;next=%2Finput"',
    );
  });

  it('names the new user and how they signed in, escaping the address', () => {
    const mail = newUserNotificationEmail({
      email: 'o"neil@uni.edu',
      method: 'google',
      createdAt: new Date('2025-01-02T03:04:05Z'),
    });
    expect(mail.text).toContain('Signed in with: Google');
    expect(mail.html).toContain('o&quot;neil@uni.edu');
    expect(mail.html).not.toContain('o"neil');
  });
});
