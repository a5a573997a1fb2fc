import type { ComponentProps } from 'react';
import { useChoiceBeforeHydration } from './use-choice-before-hydration';

type Options = readonly { value: string; label: string }[];

type UnitSelectFieldProps = { label: string; options: Options } & Pick<
  ComponentProps<'select'>,
  'name' | 'ref' | 'value' | 'defaultValue' | 'onChange'
>;

/** One of a unit's choices (a size, a plan), labelled: the markup, as served and as it runs. */
export function UnitSelectField({ label, options, ...select }: UnitSelectFieldProps) {
  return (
    <label className="text-sm font-semibold text-ink">
      {label}
      <select
        {...select}
        className="mt-1 block min-h-11 w-full rounded-xl border border-line bg-white px-3 text-base text-ink"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

type UnitSelectProps = {
  label: string;
  /** The field's name, where a form posts it. */
  name?: string;
  value: string;
  options: Options;
  choose: (value: string) => void;
};

/** One of a unit's choices, as it runs: a choice made before the page was interactive is taken up. */
export function UnitSelect({ label, name, value, options, choose }: UnitSelectProps) {
  const ref = useChoiceBeforeHydration(value, choose);
  return (
    <UnitSelectField
      label={label}
      name={name}
      ref={ref}
      value={value}
      options={options}
      onChange={(event) => choose(event.target.value)}
    />
  );
}
