import { buttonClasses } from '@/components/ui/button-classes';
import { getErrorCopy } from '@/lib/content/error-copy';
import { ROUTES } from '@/lib/routes';

type ErrorViewProps = {
  status: number | string;
  message: string;
  onRetry?: () => void;
};

/**
 * A render failure shows this title with the status and the message.
 * Home is a plain link, a full page load: after a failure that is a fresh
 * start, and the error boundaries, which every page loads, stay free of
 * next/link (3 kB of every page's first-load JavaScript).
 */
export function ErrorView({ status, message, onRetry }: ErrorViewProps) {
  const copy = getErrorCopy();
  return (
    <section role="alert" className="flex min-h-[70vh] items-center bg-ivory pt-28 pb-20">
      <div className="mx-auto max-w-2xl px-5 sm:px-8">
        <h1 className="font-display text-4xl text-ink">{copy.title}</h1>
        <h2 className="mt-4 font-sans text-xl font-semibold text-brass-700">{status}</h2>
        <pre className="mt-4 overflow-x-auto rounded-card bg-sand p-4 text-sm whitespace-pre-wrap text-ink">
          {message}
        </pre>
        <div className="mt-8 flex flex-wrap gap-4">
          {onRetry ? (
            <button
              type="button"
              onClick={onRetry}
              className="min-h-11 rounded-full bg-cedar-800 px-6 font-semibold text-ivory"
            >
              {copy.retryButton}
            </button>
          ) : null}
          <a href={ROUTES.home} className={buttonClasses('outline')}>
            {copy.homeButton}
          </a>
        </div>
      </div>
    </section>
  );
}

/** The status and text shown for an error: its own status if it carries one, else 500. */
export function describeError(error: Error & { digest?: string; status?: number; statusText?: string }) {
  const status = typeof error.status === 'number' ? error.status : 500;
  const text = error.statusText ?? error.message;
  return { status, message: text || getErrorCopy().fallbackMessage };
}
