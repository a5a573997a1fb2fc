import { useEffect } from 'react';
import type { UseFormSetValue } from 'react-hook-form';
import { useUnitChoice } from '@/components/projects/schedule/unit-choice';
import { UnitSelect } from '@/components/projects/schedule/unit-select';
import { fillTemplate } from '@/lib/format';
import type { ContactFormValues } from './contact-resolver';
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

type UnitFieldsProps = { unit: UnitEnquiry; copy: FormWords; setValue: UseFormSetValue<ContactFormValues>; className?: string };

/**
 * The size and the plan the enquiry is about, as the page's schedule shows them: choosing here
 * changes the schedule, and choosing there changes these (unit-choice.ts). Each option's value is
 * its name, as the team reads it, so a form posted without the script sends the same words.
 */
export function UnitFields({ unit, copy, setValue, className = '' }: UnitFieldsProps) {
  const { sizes, plans } = unit;
  const { shown, choose } = useUnitChoice(sizes, plans);
  const sizeName = sizes.find((item) => item.slug === shown.size)?.name ?? '';
  const planName = plans.find((item) => item.slug === shown.plan)?.name ?? '';
  const slugOf = (list: UnitEnquiry['sizes'], name: string) => list.find((item) => item.name === name)?.slug;
  const pick = (key: 'size' | 'plan', list: UnitEnquiry['sizes']) => (name: string) => {
    const slug = slugOf(list, name);
    if (slug) choose({ [key]: slug });
  };
  // What the message sends follows what is shown, wherever it was chosen.
  useEffect(() => {
    setValue('unitSize', sizeName);
    setValue('paymentPlan', planName);
  }, [setValue, sizeName, planName]);
  return (
    <fieldset className={`min-w-0 rounded-xl border border-line p-4 ${className}`} aria-describedby="contact-unit-hint">
      <legend className="px-1 text-sm font-semibold text-ink">{fillTemplate(copy.unitTitle, { project: unit.project })}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <UnitSelect label={unit.labels.size} name="unitSize" value={sizeName} options={sizes.map((item) => ({ value: item.name, label: item.name }))} choose={pick('size', sizes)} />
        {plans.length ? (
          <UnitSelect label={unit.labels.plan} name="paymentPlan" value={planName} options={plans.map((item) => ({ value: item.name, label: item.name }))} choose={pick('plan', plans)} />
        ) : null}
      </div>
      <p id="contact-unit-hint" className="mt-2 text-sm text-muted">
        {copy.unitHint}
      </p>
    </fieldset>
  );
}
