import type { NavItem } from '@/lib/content/site';

type LinkLabelProps = { item: NavItem; inEnglish: string };

/**
 * A menu entry's words: an English name on an Urdu page kept left to right
 * (and read as English), and a link to a page only in English saying so.
 */
export function LinkLabel({ item, inEnglish }: LinkLabelProps) {
  return (
    <>
      {item.lang ? <bdi lang={item.lang}>{item.label}</bdi> : item.label}
      {item.english ? <span className="ms-1.5 text-xs font-normal text-ivory/70">{inEnglish}</span> : null}
    </>
  );
}
