import { apiUrl } from './index';

describe('apiUrl', () => {
  it('fills in and encodes the path parameters', () => {
    expect(apiUrl('/api/analysis/documents/{id}/events', { path: { id: 12 } })).toBe(
      '/api/analysis/documents/12/events',
    );
    expect(apiUrl('/api/analysis/documents/{id}/deadlines.ics', { path: { id: 'a b/c' } })).toBe(
      '/api/analysis/documents/a%20b%2Fc/deadlines.ics',
    );
  });

  it('adds the query parameters given a value, encoded, and leaves out the others', () => {
    expect(apiUrl('/api/auth/google', { query: { next: '/input' } })).toBe(
      '/api/auth/google?next=%2Finput',
    );
    expect(apiUrl('/api/auth/google', { query: { next: null } })).toBe('/api/auth/google');
    expect(apiUrl('/api/auth/google')).toBe('/api/auth/google');
  });
});
