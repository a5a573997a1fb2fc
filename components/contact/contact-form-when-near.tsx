'use client';

import { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import type { ContactForm as RunningForm } from './contact-form';
import { VISIT_TEAM } from '@/supabase/functions/_shared/teams';
import { ContactFormView, defaultTeamOf, formEntries, type ContactFormProps } from './contact-form-view';

/** How near the form must come for its script to load: a screen's height before it scrolls into view. */
const NEAR_MARGIN = '100% 0px';

/** A served control the visitor was in, and where in its text. */
type Focus = { name: string; start: number | null; end: number | null };

/** A served control has only its name (its value is the one the markup writes). */
const servedControl = (name: string) => ({ name });

/**
 * The contact form, served as plain HTML (it posts to the function without any script), whose
 * script (react-hook-form and the form's own) loads only as the visitor nears it, or touches it
 * first: a page's first load carries none of it. The running form then takes the served one's
 * place, with whatever the visitor typed or chose in it and the focus where it was.
 */
export function ContactFormWhenNear(props: ContactFormProps) {
  const box = useRef<HTMLDivElement>(null);
  const [Form, setForm] = useState<ComponentType<Parameters<typeof RunningForm>[0]> | null>(null);
  const focus = useRef<Focus | null>(null);
  // A send asked of the served form, which the running one makes once it is there.
  const sendAsked = useRef(false);

  useEffect(() => {
    const element = box.current;
    if (!element || Form) return;
    let asked = false;
    const load = () => {
      if (asked) return;
      asked = true;
      import('./contact-form').then(
        (module) => setForm(() => module.ContactForm),
        () => {
          // The served form still posts by itself, and the browser says what a field lacks; the next touch tries again.
          asked = false;
          element.removeEventListener('invalid', send, true);
          if (sendAsked.current) element.querySelector('form')?.reportValidity();
          sendAsked.current = false;
        },
      );
    };
    // Sent before its script is there: the running form sends it, as it would have. A send the browser's own checks
    // stopped (a field empty or wrong) too, so what is missing is said by the running form, in the page's language,
    // not in the browser's bubble and language.
    const send = (event: Event) => {
      event.preventDefault();
      sendAsked.current = true;
      load();
    };
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load(), {
      rootMargin: NEAR_MARGIN,
    });
    observer.observe(element);
    element.addEventListener('focusin', load);
    element.addEventListener('pointerdown', load);
    element.addEventListener('submit', send);
    // `invalid` does not bubble: it is heard on its way down.
    element.addEventListener('invalid', send, true);
    return () => {
      observer.disconnect();
      element.removeEventListener('focusin', load);
      element.removeEventListener('pointerdown', load);
      element.removeEventListener('submit', send);
      element.removeEventListener('invalid', send, true);
    };
  }, [Form]);

  // Read by the running form as it first renders, while the served one is still on the page.
  const takeOver = () => {
    const form = box.current?.querySelector('form');
    const active = document.activeElement as HTMLInputElement | null;
    focus.current =
      active && form?.contains(active) && active.name
        ? { name: active.name, start: active.selectionStart ?? null, end: active.selectionEnd ?? null }
        : null;
    return formEntries(form);
  };

  // The visitor stays in the field they were in, before the next key reaches the page.
  useLayoutEffect(() => {
    const was = focus.current;
    if (!Form || !was) return;
    const field = box.current?.querySelector<HTMLInputElement>(`[name="${CSS.escape(was.name)}"]`);
    field?.focus();
    if (was.start !== null && field?.setSelectionRange) field.setSelectionRange(was.start, was.end);
  }, [Form]);

  // After the running form has taken up the served one's values (its own effects run first).
  useEffect(() => {
    if (!Form || !sendAsked.current) return;
    sendAsked.current = false;
    box.current?.querySelector('form')?.requestSubmit();
  }, [Form]);

  return (
    <div ref={box}>
      {Form ? (
        <Form {...props} takeOver={takeOver} />
      ) : (
        <ContactFormView {...props} control={servedControl} forSales={defaultTeamOf(props.teams) === VISIT_TEAM} />
      )}
    </div>
  );
}
