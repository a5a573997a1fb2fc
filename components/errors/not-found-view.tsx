import { ButtonLink } from '@/components/ui/button';
import type { NotFoundPage } from '@/lib/content/site';
import { ROUTES } from '@/lib/routes';
import { LogMissingPath } from './log-missing-path';

type NotFoundViewProps = { copy: NotFoundPage };

/** SPEC §8: the page a visitor sees for any unknown path. */
export function NotFoundView({ copy }: NotFoundViewProps) {
  return (
    <section className="flex min-h-[70vh] items-center bg-ivory pt-28 pb-20">
      <div className="mx-auto max-w-2xl px-5 text-center sm:px-8">
        <LogMissingPath />
        <h1 className="font-display text-8xl text-brass-500">{copy.code}</h1>
        <h2 className="mt-4 text-3xl">{copy.title}</h2>
        <p className="mt-4 text-lg text-muted">{copy.text}</p>
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          <ButtonLink href={ROUTES.home} variant="secondary">
            {copy.homeButton}
          </ButtonLink>
          <ButtonLink href={ROUTES.about} variant="outline">
            {copy.aboutButton}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
