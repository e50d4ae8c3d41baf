import { ValueTransformer } from 'typeorm';

/**
 * Arrays and objects are stored as JSON text so the same schema works on SQLite and MySQL.
 * TypeORM's simple-json would do the same but turns a corrupt row into an exception at read
 * time; this keeps the row readable and the value empty instead.
 */
export const jsonText = <T>(fallback: T): ValueTransformer => ({
  to: (value: T | null | undefined) =>
    value === undefined || value === null ? null : JSON.stringify(value),
  from: (value: string | null) => {
    if (value === null || value === undefined) return fallback;
    try {
      return JSON.parse(value) as T;
    } catch {
      return fallback;
    }
  },
});
