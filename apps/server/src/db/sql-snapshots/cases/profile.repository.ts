import * as repo from '../../../modules/profile/profile.repository.js';
import { cases, NOW } from '../case.js';

export default cases(repo, {
  findResellerSettings: (db) => repo.findResellerSettings(db, 1),
  saveResellerSettings: (db) => repo.saveResellerSettings(db, 1, { remarks: 'remarks', groupremarks: true }, NOW),
});
