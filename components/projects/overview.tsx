import { withLatinRuns } from '@/components/ui/ltr';
import { FeatureList } from './feature-list';

type OverviewProps = { paragraphs: readonly string[]; featuresTitle: string; features: readonly string[] };

/** The overview text beside the features, shared by every project layout. */
export function Overview({ paragraphs, featuresTitle, features }: OverviewProps) {
  return (
    <div className="grid gap-12 lg:grid-cols-[1fr_1.1fr]">
      <div className="space-y-5 text-lg text-ink/90">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{withLatinRuns(paragraph)}</p>
        ))}
      </div>
      <div>
        <h3 className="mb-5 text-2xl">{featuresTitle}</h3>
        <FeatureList features={features} />
      </div>
    </div>
  );
}
