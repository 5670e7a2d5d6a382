/**
 * An OpenVPN template with one account's credentials inline (docs/product/api.md#openvpn-files): any
 * `auth-user-pass` line or block of the template is dropped, so the client never asks for them.
 */
export function ovpnWithCredentials(template: string, username: string, password: string) {
  const bare = template
    .replace(/^\s*auth-user-pass\b.*$/gm, '')
    .replace(/<auth-user-pass>[\s\S]*?<\/auth-user-pass>/g, '');
  return `${bare.trimEnd()}\n<auth-user-pass>\n${username}\n${password}\n</auth-user-pass>\n`;
}
