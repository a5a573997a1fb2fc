import { Ltr } from '@/components/ui/ltr';
import type { OfferingPage, ProjectCopy } from '@/lib/content/pakistan';
import { fillTemplate, formatDate, rupees } from '@/lib/format';
import { sizeFacts } from './figures';

type PlotsTableProps = { sizes: OfferingPage['sizes']; caption: string; copy: ProjectCopy };

/** Each size on sale: its name and what its plan counts (bedrooms, bathrooms, covered area), how many are left as of when, its price. */
export function PlotsTable({ sizes, caption, copy }: PlotsTableProps) {
  const { offering, locale } = copy;
  const price = rupees(locale, copy.money);
  return (
    <div className="overflow-x-auto rounded-card border border-line bg-white shadow-card">
      <table className="w-full text-start text-sm sm:text-base">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-cedar-900 text-ivory print:bg-white print:text-ink">
          <tr>
            <th scope="col" className="px-3 py-4 print:py-1 text-start text-sm font-semibold sm:px-6">
              {offering.sizeColumn}
            </th>
            <th scope="col" className="px-3 py-4 print:py-1 text-start text-sm font-semibold sm:px-6">
              {offering.availableColumn}
            </th>
            <th scope="col" className="px-3 py-4 print:py-1 text-end text-sm font-semibold sm:px-6">
              {offering.priceColumn}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {sizes.map((plot) => (
            <tr key={plot.slug}>
              <th scope="row" className="min-w-28 px-3 py-4 print:py-1 text-start font-semibold sm:px-6">
                {plot.name}
                <span className="block text-xs font-normal text-muted">{sizeFacts(plot, copy).join(' · ')}</span>
              </th>
              <td className="px-3 py-4 print:py-1 sm:px-6">
                {plot.available === 0 ? offering.soldOut : plot.available}
                <span className="block text-xs text-muted">
                  {fillTemplate(offering.asOf, { date: formatDate(plot.asOf, locale) })}
                </span>
              </td>
              <td className="px-3 py-4 print:py-1 text-end font-semibold whitespace-nowrap text-cedar-800 sm:px-6">
                <Ltr>{price.full(plot.price)}</Ltr>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
