'use client';

import { ErrorView, describeError } from '@/components/errors/error-view';
import './globals.css';

type GlobalErrorProps = { error: Error & { digest?: string }; reset: () => void };

/** Replaces the root layout when the layout itself fails, so it brings its own html and body. */
export default function GlobalError({ error, reset }: GlobalErrorProps) {
  const { status, message } = describeError(error);
  return (
    <html lang="en-CA">
      <body className="bg-ivory font-sans text-ink">
        <main>
          <ErrorView status={status} message={message} onRetry={reset} />
        </main>
      </body>
    </html>
  );
}
