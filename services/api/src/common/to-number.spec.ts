import { plainToInstance } from 'class-transformer';
import { IsInt, validateSync } from 'class-validator';
import { ToNumber } from './to-number';

class Sample {
  @ToNumber()
  @IsInt({ message: 'id must be a whole number.' })
  id!: number;
}

describe('ToNumber', () => {
  it.each([
    ['19', 19, true],
    [19, 19, true],
    [' 7 ', 7, true],
    ['', '', false],
    ['abc', NaN, false],
  ])('%p → %p', (raw, read, valid) => {
    const sample = plainToInstance(Sample, { id: raw });
    expect(sample.id).toEqual(read);
    expect(validateSync(sample).length === 0).toBe(valid);
  });

  it('leaves a hostile object for the validator instead of throwing', () => {
    const hostile = { toString: 'x', valueOf: 'y' };
    let sample = new Sample();
    expect(() => (sample = plainToInstance(Sample, { id: hostile }))).not.toThrow();
    expect(typeof sample.id).toBe('object');
    expect(validateSync(sample)[0]?.constraints).toEqual({ isInt: 'id must be a whole number.' });
  });
});
