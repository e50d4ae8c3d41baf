import { formatDisplayDate } from '@redress/domain';

// What the listing tables' columns have in common (their columns are in each feature's own file).

/** A column with a key and `sorter: true` is sorted by the server under that key. */
export const sortable = {
  sorter: true,
  sortDirections: ['descend', 'ascend'] as ('descend' | 'ascend')[],
};

/** A date cell. */
export const displayDate = (value: string) => formatDisplayDate(value);
