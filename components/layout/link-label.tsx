import type { NavItem } from '@/lib/content/site';

/**
 * What a link to a page in the other language carries: its `hreflang`, and no
 * prefetch, since the other language is another root layout, which the
 * browser loads afresh (a prefetch would fetch its data for nothing).
 */
export function otherLanguage(english: boolean | undefined) {
  return english ? ({ hrefLang: 'en', prefetch: false } as const) : {};
}

type LinkLabelProps = { item: NavItem; inEnglish: string };

/**
 * A menu entry's words: an English name on an Urdu page kept as typed, in
 * the Latin face (and read as English), and a link to a page only in English
 * saying so.
 */
export function LinkLabel({ item, inEnglish }: LinkLabelProps) {
  return (
    <>
      {item.lang ? (
        <bdi lang={item.lang} className="latin">
          {item.label}
        </bdi>
      ) : (
        item.label
      )}
      {item.english ? (
        <span className="ms-1.5 text-xs font-normal whitespace-nowrap text-ivory/70">{inEnglish}</span>
      ) : null}
    </>
  );
}
