import { htmlToPolicyText } from './html-to-text';

describe('htmlToPolicyText', () => {
  it('falls back to the whole body text when Readability finds no article', () => {
    const page = htmlToPolicyText(
      '<html><head><title>Appeals</title></head><body><footer>Policy: <b>2.1</b> Appeals within 10 days.<script>x()</script></footer></body></html>',
    );
    expect(page).toEqual({ text: 'Policy: 2.1 Appeals within 10 days.', title: 'Appeals' });
  });

  it('puts list items, table rows, line breaks and preformatted lines on their own lines', () => {
    const { text } = htmlToPolicyText(`<html><body><footer>
      <h4>Schedule  of   fees</h4>
      <table><tr><th>Stage</th><th>Days</th></tr><tr><td>1.1 Review</td><td>10</td></tr></table>
      <p>Line one<br>Line two</p>
      <pre>3.1 First
3.2 Second</pre>
      <ol><li>Submit the form</li><li>Wait</li></ol>
    </footer></body></html>`);
    expect(text.split('\n')).toEqual([
      'Schedule of fees',
      '',
      'Stage Days',
      '1.1 Review 10',
      'Line one',
      'Line two',
      '3.1 First',
      '3.2 Second',
      'Submit the form',
      'Wait',
    ]);
  });

  it('returns no text for a page that has none', () => {
    expect(htmlToPolicyText('<html><body><script>app()</script></body></html>').text).toBe('');
  });
});
