/** The distinct ids among `values`, the empty ones (a row with no such link) left out. */
export function distinctIds(values: Iterable<number | null | undefined>): number[] {
  const ids = new Set<number>();
  for (const value of values) if (value !== null && value !== undefined) ids.add(value);
  return [...ids];
}
