// The jurisdictions of the corpus: the plan writes stories for each, the checker accepts them.
export const JURISDICTIONS = [
  'england',
  'wales',
  'scotland',
  'northern-ireland',
  'ireland',
  'australia',
  'new-zealand',
  'usa',
  'canada',
];
