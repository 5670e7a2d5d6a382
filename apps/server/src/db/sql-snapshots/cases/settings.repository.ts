import * as repo from '../../../modules/settings/settings.repository.js';
import { cases, NOW } from '../case.js';

export default cases(repo, {
  readSetting: (db) => repo.readSetting(db, 'key'),
  writeSetting: (db) => repo.writeSetting(db, 'key', 'value', NOW),
});
