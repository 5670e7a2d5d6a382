import { describe, expect, it } from 'vitest';
import { columnWriters } from './column-writers.js';

describe('columnWriters', () => {
  it('names every repository that inserts or sets a column, leaving out the time stamps', () => {
    const writers = columnWriters(
      new Map([
        [
          'ledger/ledger.repository.ts',
          [
            'update "users"\nset "balance" = balance + ?,\n  "updated_at" = ?\nwhere "id" = ?',
            'insert into "transactions" ("user_id", "amount", "created_at")\nvalues (?, ?, ?)',
          ],
        ],
        ['users/users.repository.ts', ['update users set balance = 0, name = coalesce(name, ?) where id = ?']],
      ]),
    );
    expect(Object.fromEntries([...writers].map(([c, r]) => [c, [...r].sort()]))).toEqual({
      'users.balance': ['ledger/ledger.repository.ts', 'users/users.repository.ts'],
      'users.name': ['users/users.repository.ts'],
      'transactions.user_id': ['ledger/ledger.repository.ts'],
      'transactions.amount': ['ledger/ledger.repository.ts'],
    });
  });
});
