'use client';

import { Toaster as SonnerToaster } from 'sonner';

/** Toasts for the contact form: dismissible by a close button or swipe, expand on hover. */
export function Toaster() {
  return <SonnerToaster position="bottom-right" closeButton richColors />;
}
