import * as repo from '../../../modules/overview/overview.repository.js';
import { cases, NOW } from '../case.js';

export default cases(repo, {
  resellerCounts: (db) => repo.resellerCounts(db),
  serviceCounts: (db) => repo.serviceCounts(db),
  catalogueCounts: (db) => repo.catalogueCounts(db),
  ledgerSince: {
    credits: (db) => repo.ledgerSince(db, NOW, { types: [1, 2], sign: 1 }),
    'debits of a kind': (db) => repo.ledgerSince(db, NOW, { types: [3], sign: -1, refType: 'service' }),
  },
});
