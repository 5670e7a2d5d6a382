import * as repo from '../../../modules/crypto/crypto.repository.js';
import { cases, NOW } from '../case.js';

export default cases(repo, {
  walletsOf: (db) => repo.walletsOf(db, 1),
  walletByOrderId: (db) => repo.walletByOrderId(db, 'orderId'),
  insertWallet: (db) =>
    repo.insertWallet(db, {
      user_id: 1,
      created_at: NOW,
      currency: 'TRX',
      network: 'network',
      order_id: 'order_id',
      wallet_uuid: 'wallet_uuid',
      address_uuid: 'address_uuid',
      address: 'address',
    }),
  paymentByUuid: (db) => repo.paymentByUuid(db, 'uuid'),
  insertHeldPayment: (db) =>
    repo.insertHeldPayment(db, {
      user_id: 1,
      created_at: NOW,
      currency: 'TRX',
      uuid: 'uuid',
      wallet_id: 2,
      amount: 'amount',
      rate_toman: 3,
      charge_rate: 4,
      toman: 5,
    }),
  heldTotal: (db) => repo.heldTotal(db, 1, 'TRX'),
  creditHeld: (db) => repo.creditHeld(db, 1, 'TRX', NOW),
  linkTransaction: (db) => repo.linkTransaction(db, [1, 2], 3),
});
