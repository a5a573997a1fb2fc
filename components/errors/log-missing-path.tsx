'use client';

import { useEffect } from 'react';

/** The 404 page logs the path the visitor tried. A warning, not an error: nothing is broken. */
export function LogMissingPath() {
  useEffect(() => {
    console.warn('404 Error: User attempted to access non-existent route:', window.location.pathname);
  }, []);
  return null;
}
