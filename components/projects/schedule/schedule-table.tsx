import { withLatinRuns } from '@/components/ui/ltr';
import type { Locale } from '@/lib/i18n/locales';
import type { ScheduleView } from './schedule-view';

type ScheduleTableProps = { view: ScheduleView; labels: { payment: string; amount: string }; locale: Locale };

/** One schedule: each payment in rupees and as buyers say it, the total last. Drawn on the server and in the chooser alike. */
export function ScheduleTable({ view, labels, locale }: ScheduleTableProps) {
  return (
    <div className="overflow-x-auto rounded-card border border-line bg-white shadow-card print:overflow-visible">
      <table className="w-full text-start text-sm sm:text-base">
        <caption className="px-4 pt-4 pb-2 text-start font-display text-lg text-cedar-900 sm:px-6">
          {view.caption}
        </caption>
        <thead className="bg-cedar-900 text-ivory print:bg-white print:text-ink">
          <tr>
            <th scope="col" className="px-4 py-3 print:py-1 text-start text-sm font-semibold sm:px-6">
              {labels.payment}
            </th>
            <th scope="col" className="px-4 py-3 print:py-1 text-end text-sm font-semibold sm:px-6">
              {labels.amount}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {view.rows.map((row) => (
            <tr key={row.label} className={row.kind === 'total' ? 'bg-sand font-semibold' : ''}>
              <th scope="row" className="px-4 py-3 print:py-1 text-start font-medium sm:px-6">
                {row.label}
              </th>
              <td className="px-4 py-3 print:py-1 text-end sm:px-6">
                {/* On an Urdu page an amount's Latin part reads as typed ("−Rs 240,000", not "Rs 240,000−"), its Urdu words in Urdu order. */}
                <span className="block whitespace-nowrap text-cedar-800">{withLatinRuns(row.amount, locale)}</span>
                {row.spoken ? <span className="block text-xs text-muted">{row.spoken}</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
