import type { Person } from '@/lib/content/team';

type TeamGridProps = { title: string; members: Person[] };

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
}

export function TeamGrid({ title, members }: TeamGridProps) {
  return (
    <div>
      <h3 className="text-2xl">{title}</h3>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {members.map((person) => (
          <li key={person.slug} className="flex items-center gap-4 rounded-card border border-line bg-white p-5">
            <span aria-hidden="true" className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-cedar-800 font-display text-lg text-brass-300">
              {initials(person.name)}
            </span>
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
