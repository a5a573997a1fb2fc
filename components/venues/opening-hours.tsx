import { Icon } from '@/components/hotels/icons';
import type { Restaurant } from '@/lib/content/canada';
import { formatDays, formatTime } from '@/lib/format';

type OpeningHoursProps = { hours: Restaurant['hours']; cuisine: readonly string[] };

export function OpeningHours({ hours, cuisine }: OpeningHoursProps) {
  return (
    <div className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
      <h3 className="flex items-center gap-3 text-xl text-cedar-900">
        <Icon name="clock" className="h-6 w-6 text-brass-700" />
        {hours.title}
      </h3>
      <dl className="mt-5 divide-y divide-line">
        {hours.times.map((h) => (
          <div key={h.days.join()} className="flex flex-wrap justify-between gap-x-6 gap-y-1 py-3">
            <dt className="font-semibold">{formatDays(h.days)}</dt>
            <dd className="text-muted">
              <time dateTime={h.opens}>{formatTime(h.opens)}</time>
              {' – '}
              <time dateTime={h.closes}>{formatTime(h.closes)}</time>
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-5 text-sm text-muted">
        <span className="font-semibold text-ink">{hours.cuisineLabel}:</span> {cuisine.join(' · ')}
      </p>
    </div>
  );
}
