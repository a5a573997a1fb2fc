'use client';

import Link from 'next/link';
import { useEffect, useId, useRef, useState } from 'react';
import type { NavMenu } from '@/lib/content/site';
import { ChevronIcon } from './chevron-icon';
import type { HeaderWords } from './header-words';
import { LinkLabel, otherLanguage } from './link-label';

type NavDropdownProps = {
  menu: NavMenu;
  /** The pill on entries without a page yet, and the note on links to pages only in English. */
  words: Pick<HeaderWords, 'inEnglish'>;
};

/**
 * A desktop menu: opens while the mouse hovers it, toggles on click or tap,
 * and works from the keyboard (Enter/Space toggle, Escape closes and returns
 * focus to the button, leaving the menu with Tab closes it).
 */
export function NavDropdown({ menu, words }: NavDropdownProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  // A click right after the mouse opened the menu by hovering keeps it open.
  const openedByHover = useRef(false);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    <div
      ref={wrapperRef}
      className="relative"
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse') return;
        openedByHover.current = !open;
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse') return;
        openedByHover.current = false;
        setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!wrapperRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          if (openedByHover.current) {
            openedByHover.current = false;
            return;
          }
          setOpen((value) => !value);
        }}
        className="flex min-h-11 items-center gap-1.5 rounded-full px-2 text-sm font-medium text-ivory/90 hover:text-brass-300 xl:px-3"
      >
        {menu.label}
        <ChevronIcon open={open} />
      </button>
      <div id={panelId} hidden={!open} className="absolute start-0 top-full pt-2">
        <ul className="w-80 rounded-card border border-cedar-800 bg-cedar-950 p-2 shadow-card">
          {menu.items.map((item) => (
            <li key={item.label}>
              {item.href ? (
                <Link
                  href={item.href}
                  {...otherLanguage(item.english)}
                  onClick={() => setOpen(false)}
                  className="flex min-h-11 items-center rounded-lg px-3 text-sm text-ivory hover:bg-cedar-800 hover:text-brass-300"
                >
                  <LinkLabel item={item} inEnglish={words.inEnglish} />
                </Link>
              ) : (
                <span className="flex min-h-11 items-center justify-between gap-3 px-3 text-sm text-ivory/75">
                  <LinkLabel item={item} inEnglish={words.inEnglish} />
                  <span className="rounded-full bg-cedar-800 px-2 py-0.5 text-[0.7rem] font-semibold tracking-wide whitespace-nowrap text-brass-300 uppercase">
                    {item.status}
                  </span>
                </span>
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
