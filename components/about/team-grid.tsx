import { ContentImage } from '@/components/ui/content-image';
import type { Person } from '@/lib/content/site';

type TeamGridProps = { title: string; members: Person[] };

export function TeamGrid({ title, members }: TeamGridProps) {
  return (
    <div>
      <h3 className="text-2xl">{title}</h3>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {members.map((person) => (
          <li key={person.slug} className="flex items-center gap-4 rounded-card border border-line bg-white p-5">
            <ContentImage
              src={person.portrait.src}
              alt={person.portrait.alt}
              sizes="56px"
              className="h-14 w-14 shrink-0 rounded-full bg-cedar-800 object-cover"
            />
            <span>
              <span className="block font-semibold">{person.name}</span>
              <span className="block text-sm text-muted">{person.role}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
