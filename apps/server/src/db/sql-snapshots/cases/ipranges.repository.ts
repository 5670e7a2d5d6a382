import * as repo from '../../../modules/ipranges/ipranges.repository.js';
import { cases } from '../case.js';

const RANGES: repo.IpRangeRow[] = [
  { range_start: 'range_start_1', range_end: 'range_end_1', label: 'label', provider: 'provider' },
  { range_start: 'range_start_2', range_end: 'range_end_2', label: 'label', provider: 'provider' },
];

export default cases(repo, {
  replaceRanges: {
    replace: (db) => repo.replaceRanges(db, RANGES, true),
    add: (db) => repo.replaceRanges(db, RANGES, false),
  },
  rangeSummary: (db) => repo.rangeSummary(db),
  providerOf: (db) => repo.providerOf(db, 'key'),
});
