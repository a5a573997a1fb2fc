'use client';

import { Suspense, lazy, useEffect, useState } from 'react';

const SonnerToaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));
const WANTED = 'cedarline:toaster-wanted';

/**
 * Starts loading the toast library and mounts the Toaster. Called when a
 * submission starts, so the library is there by the time its answer is.
 */
export function prepareToasts() {
  window.dispatchEvent(new Event(WANTED));
  return import('sonner');
}

/** Shows a toast. Sonner replays toasts created before its Toaster subscribes, so none is lost. */
export async function showToast(kind: 'success' | 'error', message: string) {
  const { toast } = await prepareToasts();
  toast[kind](message);
}

/** The page's own faces (sonner names a system stack of its own, with no Nastaliq for an Urdu toast). */
const TOASTER_STYLE = { fontFamily: 'var(--font-sans)' };

/**
 * Toasts for the contact form: dismissible by a close button or swipe, expand
 * on hover. Renders nothing, and loads nothing, until the first submission.
 * Its region and close buttons are named in the page's language.
 */
export function Toaster({ labels }: { labels: { region: string; close: string } }) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    window.addEventListener(WANTED, want);
    return () => window.removeEventListener(WANTED, want);
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        position="bottom-right"
        closeButton
        richColors
        style={TOASTER_STYLE}
        containerAriaLabel={labels.region}
        toastOptions={{ closeButtonAriaLabel: labels.close }}
      />
    </Suspense>
  );
}
