import { getCopy } from '@/lib/content/site';
import { RATING_MAX } from '@/lib/keystatic/fields';
import { fillTemplate, formatCount } from '@/lib/format';

type RatingProps = { rating: number; reviews: number; tone?: 'light' | 'dark'; className?: string };

/** '★ 4.5 / 5 · 1,214 reviews', read as 'Rated 4.5 out of 5 from 1,214 reviews'. */
export async function Rating({ rating, reviews, tone = 'dark', className = '' }: RatingProps) {
  const labels = (await getCopy('canada-labels')).rating;
  const values = { rating, reviews: formatCount(reviews) };
  const score = `${rating} / ${RATING_MAX}`;
  const muted = tone === 'light' ? 'text-ivory/85' : 'text-muted';
  return (
    <p className={`flex flex-wrap items-center gap-x-2 text-sm ${className}`}>
      <span className="sr-only">{fillTemplate(labels.summary, values)}</span>
      <span aria-hidden="true" className="text-brass-400">
        ★
      </span>
      <span aria-hidden="true" className="font-semibold">
        {score}
      </span>
      <span aria-hidden="true" className={muted}>
        · {fillTemplate(labels.reviews, values)}
      </span>
    </p>
  );
}
