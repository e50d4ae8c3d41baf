/** React Query keys of the analysis feature, in one place so invalidation cannot miss one. */
export const analysisQueryKeys = {
  all: ['analysis'] as const,
  allowance: ['analysis', 'allowance'] as const,
  cases: (userId: string | number) => ['analysis', 'cases', String(userId)] as const,
  case: (id: string) => ['analysis', 'case', id] as const,
  result: (id: string) => ['analysis', 'result', id] as const,
  draft: (id: string) => ['analysis', 'draft', id] as const,
  timeline: (id: string) => ['analysis', 'timeline', id] as const,
  dueDates: ['analysis', 'due-dates'] as const,
};
