import { getSettings } from '@/lib/content/settings';
import { getUi } from '@/lib/content/ui';

/** The group's wordmark: a cedar mark and the name. Decorative text is hidden; the link names the group. */
export function Logo() {
  return (
    <>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8 text-brass-400" fill="currentColor">
        <path d="M16 2 7 14h4l-6 8h8v8h6v-8h8l-6-8h4L16 2Z" />
      </svg>
      <span aria-hidden="true" className="flex flex-col leading-none">
        <span className="font-display text-xl tracking-wide">{getSettings().shortName}</span>
        <span className="text-[0.65rem] tracking-[0.3em] text-brass-300 uppercase">{getUi().logoSubtitle}</span>
      </span>
    </>
  );
}
