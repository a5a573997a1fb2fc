type RatingProps = { rating: number; reviews: number; tone?: 'light' | 'dark'; className?: string };

const numberFormat = new Intl.NumberFormat('en-CA');

/** 1214 → '1,214'. */
export function formatCount(value: number) {
  return numberFormat.format(value);
}

export function formatReviews(reviews: number) {
  return `${formatCount(reviews)} reviews`;
}

/** '★ 4.5 / 5 · 1,214 reviews', read as 'Rated 4.5 out of 5 from 1,214 reviews'. */
export function Rating({ rating, reviews, tone = 'dark', className = '' }: RatingProps) {
  const muted = tone === 'light' ? 'text-ivory/85' : 'text-muted';
  return (
    <p className={`flex flex-wrap items-center gap-x-2 text-sm ${className}`}>
      <span className="sr-only">{`Rated ${rating} out of 5 from ${formatReviews(reviews)}`}</span>
      <span aria-hidden="true" className="text-brass-400">
        ★
      </span>
      <span aria-hidden="true" className="font-semibold">
        {rating} / 5
      </span>
      <span aria-hidden="true" className={muted}>
        · {formatReviews(reviews)}
      </span>
    </p>
  );
}
