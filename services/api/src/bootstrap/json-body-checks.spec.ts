import { MAX_JSON_DEPTH, jsonBodyProblem } from './json-body-checks';

const nested = (levels: number, shape: 'array' | 'object') => {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = shape === 'array' ? [value] : { a: value };
  return value;
};

describe('jsonBodyProblem', () => {
  it('counts every object and array as a level', () => {
    expect(jsonBodyProblem({ email: 'a@example.edu' }, 1)).toBeNull();
    expect(jsonBodyProblem({ a: { b: 1 } }, 1)).toBe('too-deep');
    expect(jsonBodyProblem([[1]], 2)).toBeNull();
    expect(jsonBodyProblem([[[1]]], 2)).toBe('too-deep');
  });

  it('takes scalars, null and a missing body as nothing wrong', () => {
    for (const value of [null, undefined, 1, 'text', true])
      expect(jsonBodyProblem(value, 0)).toBeNull();
  });

  it('allows a body at the limit and refuses one level more, for arrays and objects', () => {
    for (const shape of ['array', 'object'] as const) {
      expect(jsonBodyProblem(nested(MAX_JSON_DEPTH, shape), MAX_JSON_DEPTH)).toBeNull();
      expect(jsonBodyProblem(nested(MAX_JSON_DEPTH + 1, shape), MAX_JSON_DEPTH)).toBe('too-deep');
    }
  });

  it('survives a nesting far deeper than the call stack', () => {
    const body = JSON.parse(`${'['.repeat(200_000)}${']'.repeat(200_000)}`);
    expect(jsonBodyProblem(body, MAX_JSON_DEPTH)).toBe('too-deep');
  });

  it('finds a deep branch beside shallow ones', () => {
    expect(jsonBodyProblem({ a: 1, b: [2, 3], c: nested(40, 'object') }, MAX_JSON_DEPTH)).toBe(
      'too-deep',
    );
  });

  it('refuses lone surrogates in values and keys, at any depth, and keeps real pairs', () => {
    expect(jsonBodyProblem(JSON.parse('{"to":"\\ud800"}'), MAX_JSON_DEPTH)).toBe('ill-formed-text');
    expect(jsonBodyProblem(JSON.parse('{"a":[{"b":"x\\udfffy"}]}'), MAX_JSON_DEPTH)).toBe(
      'ill-formed-text',
    );
    expect(jsonBodyProblem(JSON.parse('{"\\udc00":1}'), MAX_JSON_DEPTH)).toBe('ill-formed-text');
    expect(jsonBodyProblem({ name: 'Ελένη 🎓 \ud83c\udf93 政策' }, MAX_JSON_DEPTH)).toBeNull();
  });
});
