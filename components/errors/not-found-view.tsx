import { ButtonLink } from '@/components/ui/button';
import { ROUTES } from '@/lib/routes';
import { LogMissingPath } from './log-missing-path';

/** SPEC §8: the page a visitor sees for any unknown path. */
export const NOT_FOUND_TITLE = 'Page Not Found';
export const NOT_FOUND_TEXT =
  "Sorry, we couldn't find the page you're looking for. It may have been moved or doesn't exist.";

export function NotFoundView() {
  return (
    <section className="flex min-h-[70vh] items-center bg-ivory pt-28 pb-20">
      <div className="mx-auto max-w-2xl px-5 text-center sm:px-8">
        <LogMissingPath />
        <h1 className="font-display text-8xl text-brass-500">404</h1>
        <h2 className="mt-4 text-3xl">{NOT_FOUND_TITLE}</h2>
        <p className="mt-4 text-lg text-muted">{NOT_FOUND_TEXT}</p>
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          <ButtonLink href={ROUTES.home} variant="secondary">
            Go to Home
          </ButtonLink>
          <ButtonLink href={ROUTES.about} variant="outline">
            About Us
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
