/**
 * Yes/no columns are 0/1 integers on both dialects (`Flag` in `types.ts`); repositories hand them out and take them
 * as booleans, turning them here, so that no code above a repository compares with 1.
 */

/** A 0/1 column as a boolean (PostgreSQL may answer an expression's integer as a string). */
export const isOn = (value: number | string | boolean | null | undefined) => Number(value) === 1;

/** A boolean as its 0/1 column keeps it. */
export const flag = (on: boolean): 0 | 1 => (on ? 1 : 0);

/** A row whose columns `K` are booleans instead of their 0/1 integers. */
export type WithBooleans<T, K extends keyof T> = Omit<T, K> & { [P in K]: boolean };

/** A patch whose columns `K` may be given as booleans (undefined: not changed). */
export type WithOptionalBooleans<T, K extends keyof T> = Omit<T, K> & { [P in K]?: boolean | undefined };
