import type { Messages } from '@/lib/content/site';
import type { Locale } from './locales';

// The catalogue's keys and the locales, as next-intl's functions check them (next-intl's server
// functions take their types from use-intl, so both are told).
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}

declare module 'use-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
