import { csvCell, toCsv } from './csv';

describe('CSV', () => {
  it.each([
    [null, ''],
    [undefined, ''],
    [42, '42'],
    [-3.5, '-3.5'],
    [true, 'true'],
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("http://evil")', '"\'=HYPERLINK(""http://evil"")"'],
    ['+1 555', "'+1 555"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['-12.5', '-12.5'],
    [{ a: 1 }, '"{""a"":1}"'],
  ])('cell %p becomes %p', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes a header and CRLF-separated records', () => {
    expect(
      toCsv(
        ['id', 'email'],
        [
          [1, 'a@example.edu'],
          [2, null],
        ],
      ),
    ).toBe('id,email\r\n1,a@example.edu\r\n2,\r\n');
  });
});
