import type { Milestone } from '@/lib/content/site';

type TimelineProps = { milestones: readonly Milestone[] };

export function Timeline({ milestones }: TimelineProps) {
  return (
    <ol className="relative space-y-10 border-s-2 border-brass-300 ps-8">
      {milestones.map((milestone) => (
        <li key={`${milestone.year}-${milestone.title}`} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -start-[2.55rem] h-4 w-4 rounded-full border-4 border-ivory bg-brass-500"
          />
          <p className="font-display text-2xl text-brass-700">{milestone.year}</p>
          <h3 className="mt-1 text-xl">{milestone.title}</h3>
          <p className="mt-2 max-w-2xl text-muted">{milestone.text}</p>
        </li>
      ))}
    </ol>
  );
}
