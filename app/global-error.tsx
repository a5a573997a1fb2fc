'use client';

import { ErrorView, describeError } from '@/components/errors/error-view';
import { Stylesheet } from '@/components/layout/stylesheet';

type GlobalErrorProps = { error: Error & { digest?: string }; reset: () => void };

/** Replaces the root layout when the layout itself fails, so it brings its own html and body. */
export default function GlobalError({ error, reset }: GlobalErrorProps) {
  const { status, message } = describeError(error);
  return (
    <html lang="en-CA">
      <body className="bg-ivory font-sans text-ink">
        <Stylesheet />
        <main>
          <ErrorView status={status} message={message} onRetry={reset} />
        </main>
      </body>
    </html>
  );
}
