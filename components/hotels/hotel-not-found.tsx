import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button-classes';
import { Container } from '@/components/ui/section';
import { getCopy } from '@/lib/content/site';
import { ROUTES } from '@/lib/routes';

/** What an unknown /hotels/{slug} shows, with the way back to the portfolio. */
export async function HotelNotFound() {
  const copy = await getCopy('hotel-not-found');
  return (
    <section className="bg-ivory pt-32 pb-24 sm:pt-40">
      <Container className="max-w-3xl text-center">
        <p className="text-xs font-semibold tracking-[0.25em] text-brass-700 uppercase">{copy.eyebrow}</p>
        <h1 className="mt-4 text-4xl text-cedar-900 sm:text-5xl">{copy.title}</h1>
        <p className="mt-5 text-lg text-muted">{copy.text}</p>
        <Link href={ROUTES.canada} className={buttonClasses('secondary', 'mt-8')}>
          {copy.backButton}
        </Link>
      </Container>
    </section>
  );
}
