import type { ReactNode } from 'react';
import { UnitSelectField } from '@/components/projects/schedule/unit-select';
import { fillTemplate } from '@/lib/format';
import type { FormWords } from './problems';

/** What an enquiry on a project's page is about: the project, and the sizes and plans its schedule offers. */
export type UnitEnquiry = {
  project: string;
  sizes: readonly { slug: string; name: string }[];
  plans: readonly { slug: string; name: string }[];
  /** The schedule's words for its two choices. */
  labels: { size: string; plan: string };
  /** The subject the form opens with, and the one it takes when the visitor asks for a site visit (if the page offers one). */
  subjects: { enquiry: string; visit: string | null };
};

/** A list of sizes or plans as a select offers it: each option's value is its name, as the team reads it. */
export const unitOptions = (list: UnitEnquiry['sizes']) => list.map((item) => ({ value: item.name, label: item.name }));

type UnitFieldsViewProps = {
  unit: UnitEnquiry;
  copy: FormWords;
  /** The two selects as the running form has them (unit-fields.tsx); served, the first size and plan are chosen. */
  children?: ReactNode;
  className?: string;
};

/** The size and the plan the enquiry is about, with the words that say what they are. */
export function UnitFieldsView({ unit, copy, children, className = '' }: UnitFieldsViewProps) {
  const { sizes, plans, labels } = unit;
  return (
    <fieldset className={`min-w-0 rounded-xl border border-line p-4 ${className}`} aria-describedby="contact-unit-hint">
      <legend className="px-1 text-sm font-semibold text-ink">
        {fillTemplate(copy.unitTitle, { project: unit.project })}
      </legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {children ?? (
          <>
            <UnitSelectField
              label={labels.size}
              name="unitSize"
              defaultValue={sizes[0]?.name}
              options={unitOptions(sizes)}
            />
            {plans.length ? (
              <UnitSelectField
                label={labels.plan}
                name="paymentPlan"
                defaultValue={plans[0]?.name}
                options={unitOptions(plans)}
              />
            ) : null}
          </>
        )}
      </div>
      <p id="contact-unit-hint" className="mt-2 text-sm text-muted">
        {copy.unitHint}
      </p>
    </fieldset>
  );
}
