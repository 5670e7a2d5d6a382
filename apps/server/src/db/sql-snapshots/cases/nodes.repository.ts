import * as repo from '../../../modules/nodes/nodes.repository.js';
import { cases, LATER, NOW, withRows } from '../case.js';

const INBOUND = {
  path: '/path',
  tag: 'tag',
  protocol: 'vless',
  port: 443,
  transport: 'tcp',
  xhttp_mode: 'auto',
  security: 'none',
  sni: '',
  alpn: '',
  fingerprint: '',
  host: '',
  service_name: '',
  flow: '',
  reality_public_key: '',
  reality_private_key: '',
  reality_short_ids: '',
  reality_server_names: '',
  reality_dest: '',
  reality_spider_x: '',
  ss_method: '2022-blake3-aes-128-gcm',
  ss_server_key: '',
  addresses: '',
} as const;

export default cases(
  repo,
  {
    listNodes: (db) => repo.listNodes(db),
    expectedUsers: (db) => repo.expectedUsers(db, [1, 2]),
    groupsStrandedWithout: (db) => repo.groupsStrandedWithout(db, 1),
    deleteNode: (db) => repo.deleteNode(db, 1),
    inboundsOfNodes: (db) => repo.inboundsOfNodes(db, [1, 2]),
    replaceInbounds: withRows([[{ id: 11 }, { id: 12 }]], (db) =>
      repo.replaceInbounds(
        db,
        1,
        [
          { ...INBOUND, id: 11 },
          { ...INBOUND, tag: 'new', port: 8443 },
        ],
        NOW,
      ),
    ),
    findNode: (db) => repo.findNode(db, 1),
    insertNode: (db) =>
      repo.insertNode(db, { name: 'name', created_at: NOW, host: 'host', api_address: 'api_address', active: true }),
    updateNode: (db) => repo.updateNode(db, 1, { name: 'name', active: false }),
    recordNodeHealth: {
      'up, a move': (db) => repo.recordNodeHealth(db, 1, null, NOW),
      'down, no move, ending its check': withRows([[]], (db) =>
        repo.recordNodeHealth(db, 1, new Error('refused'), NOW, true),
      ),
    },
    claimNodeCheck: {
      'a lease read': (db) => repo.claimNodeCheck(db, 1, NOW, LATER),
      'no lease': (db) => repo.claimNodeCheck(db, 1, null, LATER),
    },
    setGroupNodes: (db) => repo.setGroupNodes(db, 1, [2, 3]),
    groupTrafficMultipliers: (db) => repo.groupTrafficMultipliers(db),
    groupNodeIds: (db) => repo.groupNodeIds(db, 1),
    nodesForService: {
      'its group names nodes': (db) => repo.nodesForService(db, 1),
      'its group names none': withRows([[], []], (db) => repo.nodesForService(db, 1)),
    },
    nodesForServices: (db) => repo.nodesForServices(db, [1, 2]),
    linkNodesForPackages: (db) => repo.linkNodesForPackages(db, [1, 2]),
  },
  // Pure: a core's error cut to its column, and a node's multiplier as the admin set it.
  ['clippedError', 'multiplierOf'],
);
