import type { OfferingPage } from '@/lib/content/pakistan-projects';
import { formatPkr } from '@/lib/content/pakistan-projects';

type PlotsTableProps = { plots: NonNullable<OfferingPage['plots']>; projectName: string };

export function PlotsTable({ plots, projectName }: PlotsTableProps) {
  return (
    <div className="overflow-x-auto rounded-card border border-line bg-white shadow-card">
      <table className="w-full text-left text-sm sm:text-base">
        <caption className="sr-only">Plots and villas available at {projectName}, with prices</caption>
        <thead className="bg-cedar-900 text-ivory">
          <tr>
            <th scope="col" className="px-3 py-4 text-sm font-semibold sm:px-6">Size</th>
            <th scope="col" className="px-3 py-4 text-sm font-semibold sm:px-6">Units available</th>
            <th scope="col" className="px-3 py-4 text-right text-sm font-semibold sm:px-6">Price</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {plots.map((plot) => (
            <tr key={plot.size}>
              <th scope="row" className="min-w-28 px-3 py-4 font-semibold sm:px-6">{plot.size}</th>
              <td className="px-3 py-4 sm:px-6">{plot.available === 0 ? 'Sold out' : plot.available}</td>
              <td className="px-3 py-4 text-right font-semibold whitespace-nowrap text-cedar-800 sm:px-6">{formatPkr(plot.price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
