import 'i18next';
import type { messages as clicks } from './locales/en/clicks';
import type { messages as common } from './locales/en/common';
import type { messages as counter } from './locales/en/counter';
import type { messages as create } from './locales/en/create';
import type { messages as scan } from './locales/en/scan';
import type { messages as settings } from './locales/en/settings';
import type { messages as stamps } from './locales/en/stamps';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      counter: typeof counter;
      stamps: typeof stamps;
      create: typeof create;
      clicks: typeof clicks;
      settings: typeof settings;
      scan: typeof scan;
    };
  }
}
