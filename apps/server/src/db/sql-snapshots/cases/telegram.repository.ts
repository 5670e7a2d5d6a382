import * as repo from '../../../modules/telegram/telegram.repository.js';
import { cases, NOW } from '../case.js';

export default cases(repo, {
  chatsOfUsers: (db) => repo.chatsOfUsers(db, [1, 2]),
  insertMessages: (db) =>
    repo.insertMessages(
      db,
      [
        { chat_id: 1, user_id: 2, text: 'text' },
        { chat_id: 3, user_id: 4, text: 'text' },
      ],
      NOW,
    ),
  replaceLinkCode: (db) =>
    repo.replaceLinkCode(db, { code_hash: 'hash', user_id: 1, created_at: NOW, expires_at: NOW }),
  useLinkCode: (db) => repo.useLinkCode(db, 'hash', NOW),
  linkChat: (db) =>
    repo.linkChat(db, {
      user_id: 1,
      chat_id: 2,
      tg_username: 'tg_username',
      tg_first_name: 'tg_first_name',
      linked_at: NOW,
    }),
  unlinkUser: (db) => repo.unlinkUser(db, 1),
  unlinkChat: (db) => repo.unlinkChat(db, 1),
  dropPending: (db) => repo.dropPending(db, 1),
  claimPoll: (db) => repo.claimPoll(db, 'owner', NOW, NOW),
  releasePoll: (db) => repo.releasePoll(db, 'owner'),
  advanceOffset: (db) => repo.advanceOffset(db, 'owner', 0),
  holdSending: (db) => repo.holdSending(db, NOW),
  claimMessage: (db) => repo.claimMessage(db, 1, NOW, NOW),
  finishMessage: {
    sent: (db) => repo.finishMessage(db, 1, { status: 'sent', at: NOW }),
    failed: (db) => repo.finishMessage(db, 1, { status: 'failed', at: NOW, error: 'error' }),
  },
  retryMessage: {
    'a try': (db) => repo.retryMessage(db, 1, NOW, 'error'),
    'not a try': (db) => repo.retryMessage(db, 1, NOW, 'error', false),
  },
  pruneFinished: (db) => repo.pruneFinished(db, NOW),
  getLink: (db) => repo.getLink(db, 1),
  linkOfChat: (db) => repo.linkOfChat(db, 1),
  adminChats: (db) => repo.adminChats(db),
  readState: (db) => repo.readState(db),
  pendingMessages: (db) => repo.pendingMessages(db, 20),
});
