import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button-classes';
import { Container } from '@/components/ui/section';
import { listHotels } from '@/lib/content/canada';
import { getCopy } from '@/lib/content/site';
import { ROUTES } from '@/lib/routes';

/** What an unknown /hotels/{slug} shows: the hotels that have a page, each a link to it, and the way back to the portfolio. */
export async function HotelNotFound() {
  const [copy, hotels] = await Promise.all([getCopy('hotel-not-found'), listHotels()]);
  return (
    <section className="bg-ivory pt-32 pb-24 sm:pt-40">
      <Container className="max-w-3xl text-center">
        <p className="text-xs font-semibold tracking-[0.25em] text-brass-700 uppercase">{copy.eyebrow}</p>
        <h1 className="mt-4 text-4xl text-cedar-900 sm:text-5xl">{copy.title}</h1>
        <p className="mt-5 text-lg text-muted">{copy.text}</p>
        <h2 className="mt-12 text-2xl text-cedar-900">{copy.hotelsTitle}</h2>
        <ul className="mt-6 grid gap-4 text-start sm:grid-cols-2">
          {hotels.map((hotel) => (
            <li key={hotel.slug}>
              <Link
                href={ROUTES.hotel(hotel.slug)}
                className="block h-full rounded-card border border-line bg-white p-6 shadow-card hover:border-cedar-700"
              >
                <span className="block font-display text-lg text-cedar-900">{hotel.name}</span>
                <span className="mt-1 block text-sm text-muted">{hotel.location}</span>
              </Link>
            </li>
          ))}
        </ul>
        <Link href={ROUTES.canada} className={buttonClasses('secondary', 'mt-10')}>
          {copy.backButton}
        </Link>
      </Container>
    </section>
  );
}
