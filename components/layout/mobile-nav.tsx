'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import type { Navigation } from '@/lib/content/site';
import { ChevronIcon } from './chevron-icon';
import type { HeaderWords } from './header-words';
import { LinkLabel, otherLanguage } from './link-label';

type MobileNavProps = { navigation: Navigation; words: HeaderWords };

/**
 * The small-screen menu: a button toggles a full-screen panel; every link
 * closes it; each of the two sections expands and collapses on tap. While it
 * is open the page behind it does not scroll and Tab stays within the menu
 * and its close button.
 */
export function MobileNav({ navigation, words }: MobileNavProps) {
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  const toggleRef = useRef<HTMLButtonElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const pathname = usePathname();
  const [shownFor, setShownFor] = useState(pathname);

  // Any navigation (links, back/forward) closes the menu.
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      } else if (event.key === 'Tab' && wrapperRef.current) {
        keepFocusIn(wrapperRef.current, event);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.body.style.overflow = previous;
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const close = () => setOpen(false);
  const linkClass = 'flex min-h-12 items-center rounded-lg px-3 text-lg text-ivory hover:bg-cedar-800';

  return (
    <div ref={wrapperRef} className="lg:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen((value) => !value)}
        className="flex h-11 w-11 items-center justify-center rounded-full text-ivory hover:bg-cedar-800"
      >
        <span className="sr-only">{open ? words.mobileMenu.close : words.mobileMenu.open}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-6 w-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      <nav
        id="mobile-menu"
        aria-label={words.mobileMenu.label}
        hidden={!open}
        className="fixed inset-x-0 top-16 bottom-0 overflow-y-auto bg-cedar-950 pt-4 pr-[max(1.25rem,env(safe-area-inset-right))] pb-[calc(2.5rem+env(safe-area-inset-bottom))] pl-[max(1.25rem,env(safe-area-inset-left))]"
      >
        <ul className="space-y-1">
          {navigation.links.map((link) => (
            <li key={link.href}>
              <Link href={link.href} {...otherLanguage(link.english)} onClick={close} className={linkClass}>
                <LinkLabel item={link} inEnglish={words.inEnglish} />
              </Link>
            </li>
          ))}
          {navigation.menus.map((menu) => {
            const isOpen = expanded[menu.id] ?? false;
            const sectionId = `mobile-section-${menu.id}`;
            return (
              <li key={menu.id}>
                <button
                  type="button"
                  aria-expanded={isOpen}
                  aria-controls={sectionId}
                  onClick={() => setExpanded((state) => ({ ...state, [menu.id]: !isOpen }))}
                  className={`${linkClass} w-full justify-between text-start`}
                >
                  {menu.label}
                  <ChevronIcon open={isOpen} />
                </button>
                <ul id={sectionId} hidden={!isOpen} className="ms-3 border-s border-cedar-800 ps-3">
                  {menu.items.map((item) => (
                    <li key={item.label}>
                      {item.href ? (
                        <Link
                          href={item.href}
                          {...otherLanguage(item.english)}
                          onClick={close}
                          className={`${linkClass} text-base`}
                        >
                          <LinkLabel item={item} inEnglish={words.inEnglish} />
                        </Link>
                      ) : (
                        <span className="flex min-h-12 flex-wrap items-center gap-2 px-3 text-base text-ivory/75">
                          <LinkLabel item={item} inEnglish={words.inEnglish} />
                          <span className="rounded-full bg-cedar-800 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-brass-300 uppercase">
                            {item.status}
                          </span>
                        </span>
                      )}
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
          <li>
            <Link href={navigation.contact.href} onClick={close} className={linkClass}>
              {navigation.contact.label}
            </Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}

/** Tab from the last control goes to the first (the close button), Shift+Tab from the first to the last. */
function keepFocusIn(container: HTMLElement, event: KeyboardEvent) {
  const controls = [...container.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')].filter(
    (element) => element.offsetParent !== null,
  );
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const inside = container.contains(document.activeElement);
  if (event.shiftKey && (!inside || document.activeElement === first)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (!inside || document.activeElement === last)) {
    event.preventDefault();
    first.focus();
  }
}
