import * as repo from '../../../modules/events/events.repository.js';
import { cases } from '../case.js';

export default cases(repo, {
  ownedEventServices: (db) => repo.ownedEventServices(db, [1, 2]),
});
