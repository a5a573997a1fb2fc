import { useChoiceBeforeHydration } from './use-choice-before-hydration';

type UnitSelectProps = {
  label: string;
  /** The field's name, where a form posts it. */
  name?: string;
  value: string;
  options: readonly { value: string; label: string }[];
  choose: (value: string) => void;
};

/** One of a unit's choices (a size, a plan), labelled; a choice made before the page was interactive is taken up. */
export function UnitSelect({ label, name, value, options, choose }: UnitSelectProps) {
  const ref = useChoiceBeforeHydration(value, choose);
  return (
    <label className="text-sm font-semibold text-ink">
      {label}
      <select ref={ref} name={name} className="mt-1 block min-h-11 w-full rounded-xl border border-line bg-white px-3 text-base text-ink" value={value} onChange={(event) => choose(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
