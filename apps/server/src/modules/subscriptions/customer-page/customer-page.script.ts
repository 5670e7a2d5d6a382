import { createHash } from 'node:crypto';

/**
 * The page's only script, inline and allowed by its hash. Copy buttons (the clipboard API, else a selected textarea
 * for a browser without it or over plain http), «کپی شد» for 2 s; the guide of the visitor's platform opened, and on a
 * wide screen the subscription's QR code, which a phone is meant to scan from there.
 */
export const CUSTOMER_PAGE_SCRIPT = `(()=>{const d=document,timers=new WeakMap;
const shown=b=>{const label=b.dataset.label||b.textContent;b.dataset.label=label;b.textContent='کپی شد';b.dataset.copied='true';clearTimeout(timers.get(b));timers.set(b,setTimeout(()=>{b.textContent=label;b.dataset.copied='false'},2000))};
const byHand=v=>{const a=d.createElement('textarea');a.value=v;a.setAttribute('readonly','');a.className='offscreen';d.body.appendChild(a);a.select();let ok=false;try{ok=d.execCommand('copy')}catch{}a.remove();return ok};
d.addEventListener('click',e=>{const b=e.target.closest('[data-copy]');if(!b)return;const v=b.getAttribute('data-copy'),c=navigator.clipboard;(c&&isSecureContext?c.writeText(v):Promise.reject()).then(()=>shown(b),()=>{if(byHand(v))shown(b)})});
const ua=navigator.userAgent,p=/android/i.test(ua)?'android':/iphone|ipad|ipod/i.test(ua)?'ios':/windows/i.test(ua)?'windows':/macintosh|mac os/i.test(ua)?'macos':'',g=p&&d.getElementById('apps-'+p);if(g)g.open=true;
const q=d.getElementById('sub-qr');if(q&&matchMedia('(min-width: 720px)').matches)q.open=true})()`;

export const CUSTOMER_PAGE_SCRIPT_HASH = `sha256-${createHash('sha256').update(CUSTOMER_PAGE_SCRIPT).digest('base64')}`;
