import { createHash } from 'node:crypto';
import { FONT_PATH } from './customer-page-assets.js';

/**
 * The page's style sheet, inline and allowed by its hash. The font face leaves out ASCII (its Latin letters are not in
 * the file, and its digits would be drawn as Persian ones): links, host names and app names keep the system's face and
 * their own digits, while every number the page writes is already in Persian digits. Colours that tell a status come
 * from `--c`, set by the status class. No style attribute anywhere: the bars and the ring are SVG geometry.
 */
export const CUSTOMER_PAGE_STYLES = `@font-face{font-family:Vazirmatn;src:url(${FONT_PATH}) format("woff2");font-display:swap;unicode-range:U+0020,U+00A0-10FFFF}
:root{color-scheme:light dark;--bg:#f2f4f9;--card:#fff;--text:#18202e;--muted:#586174;--line:#e1e5ee;--accent:#2559d6;--soft:#eef2fb;--c:var(--accent)}
@media (prefers-color-scheme:dark){:root{--bg:#0e131b;--card:#171f2c;--text:#e7eaf0;--muted:#9ba4b5;--line:#29334a;--accent:#6d9bff;--soft:#1e2940}}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:var(--bg);color:var(--text);font:16px/1.75 Vazirmatn,Tahoma,system-ui,sans-serif}
main{max-width:40rem;margin:0 auto;padding:1rem .75rem 1.5rem}
h1{font-size:1.4rem;line-height:1.4;margin:0;overflow-wrap:anywhere}
h2{font-size:1.05rem;margin:0 0 .5rem}
h3{font-size:1rem;margin:0;overflow-wrap:anywhere}
.top{display:flex;align-items:center;justify-content:space-between;gap:.75rem;flex-wrap:wrap;margin:.25rem .25rem 1rem}
.top p{margin:0;color:var(--muted);font-size:.9rem}
.card{background:var(--card);border:1px solid var(--line);border-radius:1rem;padding:1rem;margin-bottom:1rem}
.muted{color:var(--muted);font-size:.9rem;margin:0 0 .75rem}
.head{display:flex;align-items:center;justify-content:space-between;gap:.5rem;flex-wrap:wrap;margin-bottom:.75rem}
.head h2{margin:0}
.badge{padding:.2rem .9rem;border-radius:99px;font-size:.9rem;color:#fff;background:var(--c)}
.s-active{--c:#15803d}.s-unused{--c:#2559d6}.s-expired{--c:#c81e1e}.s-traffic{--c:#c2410c}.s-banned{--c:#64748b}
.note{margin:0 0 .75rem;padding:.5rem .75rem;border-radius:.6rem;background:var(--soft);font-size:.9rem}
.usage{display:flex;align-items:center;justify-content:center;gap:1rem 1.5rem;flex-wrap:wrap}
.ring{width:9.5rem;height:9.5rem;flex:none}
.ring circle{fill:none;stroke-width:11}
.ring .track{stroke:var(--line)}
.ring .fill{stroke:var(--c);stroke-linecap:round}
.ring text{fill:var(--text);text-anchor:middle}
.ring .big{font-size:21px;font-weight:700}
.ring .small{font-size:10.5px;fill:var(--muted)}
.facts{flex:1 1 13rem;margin:0}
.facts div{display:flex;justify-content:space-between;gap:.75rem;padding:.3rem 0;border-bottom:1px dashed var(--line)}
.facts div:last-child{border:0}
.facts dt{color:var(--muted)}
.facts dd{margin:0;font-weight:700;text-align:left}
.chart{display:block;width:100%;height:auto;max-height:12rem}
.chart rect{fill:var(--accent);opacity:.8}
.chart rect.today{opacity:1}
.chart line{stroke:var(--line)}
.chart text{fill:var(--muted);font-size:9px;text-anchor:middle}
.row{display:flex;align-items:center;gap:.5rem;margin:.5rem 0 0}
@media (max-width:30rem){.row{flex-direction:column;align-items:stretch}}
code{flex:1;min-width:0;direction:ltr;text-align:left;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;padding:0 .75rem;border-radius:.6rem;background:var(--soft);font:.85rem/2.75rem ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
button,.btn{display:inline-flex;align-items:center;justify-content:center;min-height:2.75rem;padding:.35rem 1rem;border:0;border-radius:.7rem;background:var(--accent);color:#fff;font:inherit;font-size:.95rem;white-space:nowrap;text-decoration:none;cursor:pointer}
button[data-copied=true]{background:#15803d}
.ghost{background:transparent;color:var(--accent);border:1px solid var(--accent)}
summary{display:flex;align-items:center;gap:.5rem;min-height:2.75rem;cursor:pointer;color:var(--accent)}
summary::before{content:"◂";display:inline-block;transition:transform .15s}
details[open]>summary::before{transform:rotate(-90deg)}
summary::-webkit-details-marker{display:none}
.qr svg{display:block;width:min(100%,15rem);height:auto;margin:.25rem auto .5rem;border-radius:.5rem;background:#fff}
.entry{padding-top:.75rem}
.entry+.entry{margin-top:.75rem;border-top:1px solid var(--line)}
.platform{margin-top:.5rem;border:1px solid var(--line);border-radius:.8rem}
.platform>summary{padding:0 1rem;color:var(--text);font-weight:700}
.app{padding:.5rem 1rem 1rem;border-top:1px dashed var(--line)}
.app ol{margin:.25rem 0 .75rem;padding-inline-start:1.4rem;list-style:persian}
.app .btn{width:100%}
.nobr{white-space:nowrap}
.offscreen{position:fixed;top:0;left:0;opacity:0}
.devices{list-style:none;margin:0;padding:0}
.devices li{display:flex;align-items:center;justify-content:space-between;gap:.75rem;padding:.5rem 0;border-top:1px solid var(--line)}
.devices li>div{min-width:0;display:flex;flex-direction:column}
.devices strong{overflow-wrap:anywhere}
.devices .muted{margin:0}
.devices form{margin:0;flex:none}
.warn{background:#fde8e8;color:#8a1c1c}
@media (prefers-color-scheme:dark){.warn{background:#3b1d1d;color:#fecaca}}
footer{text-align:center;color:var(--muted);font-size:.85rem}`;

export const CUSTOMER_PAGE_STYLES_HASH = `sha256-${createHash('sha256').update(CUSTOMER_PAGE_STYLES).digest('base64')}`;
