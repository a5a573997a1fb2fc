/**
 * The interface words of each language (content/messages/<locale>.json, one catalogue per language:
 * lib/keystatic/messages.ts). Pages get them through next-intl (lib/i18n/request.ts); tests and getters read them here.
 */
import type { Locale } from '@/lib/i18n/locales';
import { readContent, type SingletonOf } from './reader';

/** Every interface word, typed from the English catalogue's fields; the Urdu one has the same. */
export type Messages = SingletonOf<'messages-en'>;
export const getCatalogue = async (locale: Locale): Promise<Messages> => (await readContent())[`messages-${locale}`];
