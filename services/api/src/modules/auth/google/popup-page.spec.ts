import { POPUP_SCRIPT, popupPage } from './popup-page';

describe('the Google popup page', () => {
  it('carries the result as inert JSON that cannot close its script element', () => {
    const html = popupPage({
      type: 'redress:google-auth',
      status: 'success',
      next: '/input?q=</script><script>alert(1)</script>',
    });
    expect(html).not.toContain('</script><script>alert(1)');
    const json = html.match(
      /<script type="application\/json" id="redress-auth-result">(.*?)<\/script>/,
    )![1];
    expect(JSON.parse(json)).toEqual({
      type: 'redress:google-auth',
      status: 'success',
      next: '/input?q=</script><script>alert(1)</script>',
    });
  });

  it('has no inline script, only the same-origin file', () => {
    const html = popupPage({
      type: 'redress:google-auth',
      status: 'error',
      message: 'No <b>luck</b>',
    });
    const scripts = html.match(/<script[^>]*>/g)!;
    expect(scripts).toEqual([
      '<script type="application/json" id="redress-auth-result">',
      '<script src="/api/auth/google/popup.js">',
    ]);
    expect(html).toContain('No &lt;b&gt;luck&lt;/b&gt;');
  });

  it('posts only to its own origin', () => {
    expect(POPUP_SCRIPT).toContain('postMessage(result, location.origin)');
    expect(POPUP_SCRIPT).not.toContain("'*'");
  });
});
