import type { ComponentProps } from 'react';
import type { TeamChoice } from '@/lib/content/site';

type TeamSelectProps = {
  /** "Your message goes to": the select's label, so it reads with the chosen team. */
  label: string;
  hint: string;
  teams: readonly TeamChoice[];
  className?: string;
} & Pick<ComponentProps<'select'>, 'name' | 'ref' | 'onChange' | 'onBlur' | 'defaultValue'>;

/** Who will answer, and the one control to choose another team. Not one of the message's required fields. */
export function TeamSelect({ label, hint, teams, className = '', ...field }: TeamSelectProps) {
  return (
    <div className={className}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <label htmlFor="contact-team" className="text-sm font-semibold text-ink">
          {label}
        </label>
        <select
          id="contact-team"
          {...field}
          aria-describedby="contact-team-hint"
          className="min-h-11 max-w-full min-w-0 rounded-xl border border-line bg-white px-4 py-2 text-base font-semibold text-cedar-800 shadow-sm focus:border-cedar-600 focus:outline-2 focus:outline-offset-0 focus:outline-cedar-600"
        >
          {teams.map((team) => (
            <option key={team.slug} value={team.slug}>
              {team.name}
            </option>
          ))}
        </select>
      </div>
      <p id="contact-team-hint" className="mt-1.5 text-sm text-muted">
        {hint}
      </p>
    </div>
  );
}
