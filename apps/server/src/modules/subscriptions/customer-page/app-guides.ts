/**
 * The apps the customer's page offers, each with the link that opens it and imports the subscription, and the steps
 * after it. Each link is the import scheme the app itself registers: Hiddify's and Streisand's take the URL as it is
 * (Hiddify calls its `install-config` form deprecated), the others percent-encoded in `url`; sing-box names the
 * profile after the `#`.
 */
export interface AppGuide {
  /** The app's name as its store lists it: Latin, shown as is. */
  name: string;
  /** The name on the button. */
  short: string;
  importLink(url: string, title: string): string;
  /** What to do after installing, the first step naming the button. */
  steps: (button: string) => string[];
}

const copyAndAdd = 'یا لینک اشتراک را کپی کنید و';

const V2RAYNG: AppGuide = {
  name: 'v2rayNG',
  short: 'v2rayNG',
  importLink: (url) => `v2rayng://install-config?url=${encodeURIComponent(url)}`,
  steps: (button) => [
    `دکمه‌ی «${button}» را بزنید؛ ${copyAndAdd} در برنامه «+» و سپس «وارد کردن از کلیپ‌بورد» را بزنید.`,
    'از منوی سه‌نقطه «به‌روزرسانی اشتراک» را بزنید.',
    'یک سرور را انتخاب کنید و دکمه‌ی اتصال پایین صفحه را بزنید.',
  ],
};

const HIDDIFY: AppGuide = {
  name: 'Hiddify',
  short: 'Hiddify',
  importLink: (url) => `hiddify://import/${url}`,
  steps: (button) => [
    `دکمه‌ی «${button}» را بزنید؛ ${copyAndAdd} در برنامه «پروفایل جدید» و سپس «افزودن از کلیپ‌بورد» را بزنید.`,
    'دکمه‌ی بزرگ اتصال را بزنید.',
  ],
};

const STREISAND: AppGuide = {
  name: 'Streisand',
  short: 'Streisand',
  importLink: (url) => `streisand://import/${url}`,
  steps: (button) => [
    `دکمه‌ی «${button}» را بزنید؛ ${copyAndAdd} در برنامه «+» و سپس «افزودن از کلیپ‌بورد» را بزنید.`,
    'یک سرور را انتخاب کنید و کلید اتصال را روشن کنید.',
  ],
};

const clash = (name: string): AppGuide => ({
  name,
  short: 'Clash',
  importLink: (url) => `clash://install-config?url=${encodeURIComponent(url)}`,
  steps: (button) => [
    `دکمه‌ی «${button}» را بزنید؛ ${copyAndAdd} در بخش «پروفایل‌ها» آن را وارد و اضافه کنید.`,
    'در بخش «پروکسی‌ها» یک سرور را انتخاب کنید و اتصال را روشن کنید.',
  ],
});

const SING_BOX: AppGuide = {
  name: 'sing-box',
  short: 'sing-box',
  importLink: (url, title) =>
    `sing-box://import-remote-profile?url=${encodeURIComponent(url)}#${encodeURIComponent(title)}`,
  steps: (button) => [
    `دکمه‌ی «${button}» را بزنید و افزودن پروفایل را تأیید کنید؛ ${copyAndAdd} در «پروفایل‌ها» با «+» یک پروفایل «از راه دور» با آن بسازید.`,
    'در «داشبورد» دکمه‌ی شروع را بزنید.',
  ],
};

export interface PlatformGuide {
  id: 'android' | 'ios' | 'windows' | 'macos';
  name: string;
  apps: Array<{ app: AppGuide; install: string }>;
}

export const PLATFORMS: PlatformGuide[] = [
  {
    id: 'android',
    name: 'اندروید',
    apps: [
      { app: V2RAYNG, install: 'برنامه را از گوگل‌پلی یا صفحه‌ی گیت‌هاب آن نصب کنید.' },
      { app: HIDDIFY, install: 'برنامه را از گوگل‌پلی یا صفحه‌ی گیت‌هاب آن نصب کنید.' },
      { app: clash('FlClash / Clash Meta'), install: 'یکی از این دو را از صفحه‌ی گیت‌هاب آن نصب کنید.' },
      { app: SING_BOX, install: 'برنامه را از گوگل‌پلی یا صفحه‌ی گیت‌هاب آن نصب کنید.' },
    ],
  },
  {
    id: 'ios',
    name: 'آیفون و آیپد',
    apps: [
      { app: STREISAND, install: 'برنامه را از اپ‌استور نصب کنید.' },
      { app: HIDDIFY, install: 'برنامه را از اپ‌استور نصب کنید.' },
    ],
  },
  {
    id: 'windows',
    name: 'ویندوز',
    apps: [
      { app: HIDDIFY, install: 'نسخه‌ی ویندوز را از صفحه‌ی گیت‌هاب برنامه دریافت و نصب کنید.' },
      { app: clash('Clash Verge / FlClash'), install: 'یکی از این دو را از صفحه‌ی گیت‌هاب آن دریافت و نصب کنید.' },
    ],
  },
  {
    id: 'macos',
    name: 'مک',
    apps: [
      { app: HIDDIFY, install: 'نسخه‌ی مک را از صفحه‌ی گیت‌هاب برنامه دریافت و نصب کنید.' },
      { app: STREISAND, install: 'برنامه را از اپ‌استور مک نصب کنید (مک‌های با تراشه‌ی اپل).' },
      { app: clash('Clash Verge / FlClash'), install: 'یکی از این دو را از صفحه‌ی گیت‌هاب آن دریافت و نصب کنید.' },
    ],
  },
];
