import * as repo from '../../../modules/users/users.repository.js';
import { cases, NOW } from '../case.js';

export default cases(repo, {
  findUserById: (db) => repo.findUserById(db, 1),
  findLoginUserByMobile: (db) => repo.findLoginUserByMobile(db, '09120000001'),
  adminExists: (db) => repo.adminExists(db),
  loginMobileTaken: {
    'by anyone': (db) => repo.loginMobileTaken(db, '09120000001'),
    'by another': (db) => repo.loginMobileTaken(db, '09120000001', 7),
  },
  findResellerByReferralCode: (db) => repo.findResellerByReferralCode(db, 'code'),
  referralCodeExists: (db) => repo.referralCodeExists(db, 'code'),
  insertUser: (db) =>
    repo.insertUser(db, {
      name: 'name',
      created_at: NOW,
      type: 'ADMIN',
      updated_at: NOW,
      mobile: '09120000001',
      telegram: 'telegram',
      discount: 20,
      referralreward: 1,
      paygroup_id: 2,
      active: true,
      volumeservice: true,
      storeenable: true,
    }),
  updateUser: (db) => repo.updateUser(db, 1, { name: 'name', active: false, updated_at: NOW }),
  listUsers: {
    'first page': (db) => repo.listUsers(db, {}, 1, 20),
    'by name, mobile and type': (db) => repo.listUsers(db, { name: 'name', mobile: '0912', type: 'RESELLER' }, 2, 20),
  },
  findCustomerByMobile: (db) => repo.findCustomerByMobile(db, 1, '09120000001'),
  findCustomerById: (db) => repo.findCustomerById(db, 1, 2),
  searchCustomers: (db) => repo.searchCustomers(db, 1, '09120000001', 20),
  pageOfPeople: {
    customers: (db) => repo.pageOfPeople(db, { type: 'CUSTOMER', owner_id: 1 }, 1, 20),
    referred: (db) => repo.pageOfPeople(db, { type: 'RESELLER', referrer_id: 1 }, 2, 20),
  },
  renameCustomer: (db) => repo.renameCustomer(db, 1, 'name', NOW),
});
