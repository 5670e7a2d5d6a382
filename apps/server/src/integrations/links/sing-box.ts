import {
  EARLY_DATA_HEADER,
  earlyDataOf,
  hostHeader,
  type LinkEndpoint,
  serverName,
  unbracketed,
} from './share-link.js';
import type { SubscriptionEntry } from './subscription-entry.js';
import { unusedName } from './unused-name.js';

/** The urltest outbound's tag: the lowest-latency proxy, which the title's selector starts on. */
const SING_BOX_AUTO_TAG = 'خودکار';

/**
 * A sing-box profile for SFA, SFI, SFM, SFT and Karing, in the shapes of sing-box 1.12 and later (read against
 * sing-box's own docs: outbounds, shared TLS, V2Ray transport, rule actions, DNS servers): the DNS servers in the typed
 * format 1.12 introduced and `route.default_domain_resolver`. No DNS block loads in both 1.11 and 1.14 (1.11 refuses
 * the typed format, 1.14 the older one), so an app that says it runs 1.11 gets `legacyDns`: the older servers and a
 * rule in place of the default resolver. Outbounds: every entry but XHTTP ones (sing-box has no XHTTP), a selector
 * tagged with the title that starts on an urltest («خودکار») over every proxy, and `direct`. Inbounds: a TUN (what the
 * phone apps run) and a mixed proxy on 127.0.0.1:2080. DNS goes to 1.1.1.1 over TCP through the selector, so no query
 * leaves unproxied; only the proxies' own host names are resolved by the system.
 *
 * With nothing left to carry, the selector holds only a `block` outbound: the profile loads and connects nowhere
 * (`block` was deprecated in 1.11.0 but undeprecated in 1.11.10 and still loads in 1.14; a rule action cannot sit in a
 * selector, and a selector over `direct` would leak).
 */
export function singBoxConfig(
  entries: SubscriptionEntry[],
  title: string,
  options: { legacyDns?: boolean } = {},
): string {
  const proxies = entries.filter((entry) => entry.endpoint.transport !== 'xhttp').map(singBoxOutbound);
  const taken = new Set(proxies.map((proxy) => proxy.tag));
  const tag = (wanted: string) => {
    const name = unusedName(wanted, taken);
    taken.add(name);
    return name;
  };
  const selectorTag = tag(title.trim() || 'انتخاب');
  const proxyTags = proxies.map((proxy) => proxy.tag);
  const groups =
    proxyTags.length === 0
      ? blockingSelector(selectorTag, tag('block'))
      : choosingSelector(selectorTag, tag(SING_BOX_AUTO_TAG), proxyTags);
  const directTag = tag('direct');
  const profile = {
    log: { level: 'warn' },
    dns: options.legacyDns ? legacyDns(selectorTag, directTag) : typedDns(selectorTag),
    inbounds: [
      // The IPv6 address makes the TUN take IPv6 too, so none goes around it; DNS answers IPv4 only, which every node
      // can carry.
      {
        type: 'tun',
        tag: 'tun-in',
        address: ['172.19.0.1/30', 'fdfe:dcba:9876::1/126'],
        auto_route: true,
        strict_route: true,
      },
      { type: 'mixed', tag: 'mixed-in', listen: '127.0.0.1', listen_port: 2080 },
    ],
    outbounds: [...groups, ...proxies, { type: 'direct', tag: directTag }],
    route: {
      rules: [{ action: 'sniff' }, { protocol: 'dns', action: 'hijack-dns' }],
      final: selectorTag,
      auto_detect_interface: true,
      ...(!options.legacyDns && { default_domain_resolver: 'dns-local' }),
    },
  };
  return `${JSON.stringify(profile, null, 2)}\n`;
}

/** sing-box 1.12's typed DNS servers: queries through the selector, the proxies' own names by the system. */
function typedDns(selectorTag: string) {
  return {
    servers: [
      { type: 'tcp', tag: 'dns-remote', server: '1.1.1.1', detour: selectorTag },
      { type: 'local', tag: 'dns-local' },
    ],
    final: 'dns-remote',
    strategy: 'ipv4_only',
  };
}

/**
 * The same for sing-box 1.11, which knows only the older server format: the proxies' own names go to the system's
 * resolver by a rule (`outbound: any`), since 1.11 has no `default_domain_resolver`.
 */
function legacyDns(selectorTag: string, directTag: string) {
  return {
    servers: [
      { tag: 'dns-remote', address: 'tcp://1.1.1.1', detour: selectorTag },
      { tag: 'dns-local', address: 'local', detour: directTag },
    ],
    rules: [{ outbound: 'any', server: 'dns-local' }],
    final: 'dns-remote',
    strategy: 'ipv4_only',
  };
}

function choosingSelector(selectorTag: string, autoTag: string, proxyTags: string[]) {
  return [
    { type: 'selector', tag: selectorTag, outbounds: [autoTag, ...proxyTags], default: autoTag },
    {
      type: 'urltest',
      tag: autoTag,
      outbounds: proxyTags,
      url: 'https://www.gstatic.com/generate_204',
      interval: '5m',
      tolerance: 50,
    },
  ];
}

function blockingSelector(selectorTag: string, blockTag: string) {
  return [
    { type: 'selector', tag: selectorTag, outbounds: [blockTag], default: blockTag },
    { type: 'block', tag: blockTag },
  ];
}

function singBoxOutbound({ name, endpoint: e, credential }: SubscriptionEntry) {
  const base = { tag: name, server: unbracketed(e.address), server_port: e.port };
  switch (e.protocol) {
    case 'shadowsocks':
      return { type: 'shadowsocks', ...base, method: e.ss_method, password: credential };
    case 'trojan':
      return { type: 'trojan', ...base, password: credential, ...streamFields(e) };
    case 'vmess':
      return { type: 'vmess', ...base, uuid: credential, security: 'auto', alter_id: 0, ...streamFields(e) };
    case 'vless':
      return { type: 'vless', ...base, uuid: credential, ...(e.flow !== '' && { flow: e.flow }), ...streamFields(e) };
  }
}

function streamFields(e: LinkEndpoint) {
  return {
    ...(e.security !== 'none' && { tls: tlsOptions(e) }),
    ...(e.transport !== 'tcp' && { transport: transportOptions(e) }),
  };
}

function tlsOptions(e: LinkEndpoint) {
  const reality = e.security === 'reality';
  // REALITY is built on uTLS: without a fingerprint sing-box refuses it, so chrome is said.
  const fingerprint = reality ? e.fingerprint || 'chrome' : e.fingerprint;
  return {
    enabled: true,
    server_name: unbracketed(serverName(e)),
    insecure: false,
    ...(!reality && e.alpn.length > 0 && { alpn: e.alpn }),
    ...(fingerprint !== '' && { utls: { enabled: true, fingerprint } }),
    ...(reality && { reality: { enabled: true, public_key: e.reality_public_key, short_id: e.reality_short_id } }),
  };
}

function transportOptions(e: LinkEndpoint) {
  switch (e.transport) {
    case 'ws': {
      const early = earlyDataOf(e.path || '/');
      // sing-box reads no `?ed=` and puts early data in the path unless told Xray's header.
      return {
        type: 'ws',
        path: early.path,
        headers: { Host: hostHeader(e) },
        ...(early.maxEarlyData > 0 && {
          max_early_data: early.maxEarlyData,
          early_data_header_name: EARLY_DATA_HEADER,
        }),
      };
    }
    case 'httpupgrade':
      // Its HTTPUpgrade has no early data: the path Xray serves, without `?ed=`.
      return { type: 'httpupgrade', host: hostHeader(e), path: earlyDataOf(e.path || '/').path };
    case 'grpc':
      return { type: 'grpc', service_name: e.service_name };
    default:
      throw new Error(`sing-box has no ${e.transport} transport`);
  }
}
