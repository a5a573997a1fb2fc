import { withLatinRuns } from '@/components/ui/ltr';

type FeatureListProps = { features: readonly string[] };

export function FeatureList({ features }: FeatureListProps) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {features.map((feature) => (
        <li key={feature} className="flex gap-3 rounded-xl border border-line bg-white p-4">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-5 w-5 flex-none text-cedar-600">
            <path fill="currentColor" d="M7.7 13.6 4.1 10l-1.4 1.4 5 5 10-10-1.4-1.4z" />
          </svg>
          <span>{withLatinRuns(feature)}</span>
        </li>
      ))}
    </ul>
  );
}
