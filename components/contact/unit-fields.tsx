import { useEffect, useEffectEvent, useLayoutEffect } from 'react';
import type { UseFormSetValue } from 'react-hook-form';
import { useUnitChoice } from '@/components/projects/schedule/unit-choice';
import { UnitSelect } from '@/components/projects/schedule/unit-select';
import type { ContactFormValues } from './contact-resolver';
import type { FormWords } from './problems';
import { UnitFieldsView, unitOptions, type UnitEnquiry } from './unit-fields-view';

type UnitFieldsProps = {
  unit: UnitEnquiry;
  copy: FormWords;
  setValue: UseFormSetValue<ContactFormValues>;
  /** A size or plan the visitor chose in the served form before it ran, by name. */
  chosenBefore?: { unitSize?: string; paymentPlan?: string };
  className?: string;
};

/**
 * The size and the plan the enquiry is about, as the page's schedule shows them: choosing here
 * changes the schedule, and choosing there changes these (unit-choice.ts). Each option's value is
 * its name, as the team reads it, so a form posted without the script sends the same words.
 */
export function UnitFields({ unit, copy, setValue, chosenBefore, className }: UnitFieldsProps) {
  const { sizes, plans } = unit;
  const { shown, choose } = useUnitChoice(sizes, plans);
  const sizeName = sizes.find((item) => item.slug === shown.size)?.name ?? '';
  const planName = plans.find((item) => item.slug === shown.plan)?.name ?? '';
  const pick = (key: 'size' | 'plan', list: UnitEnquiry['sizes']) => (name: string) => {
    const slug = list.find((item) => item.name === name)?.slug;
    if (slug) choose({ [key]: slug });
  };
  // A choice made in the served form stands, as a change here would (the first frame already shows it).
  const adopt = useEffectEvent(() => {
    if (chosenBefore?.unitSize) pick('size', sizes)(chosenBefore.unitSize);
    if (chosenBefore?.paymentPlan) pick('plan', plans)(chosenBefore.paymentPlan);
  });
  useLayoutEffect(() => adopt(), []);
  // What the message sends follows what is shown, wherever it was chosen.
  useEffect(() => {
    setValue('unitSize', sizeName);
    setValue('paymentPlan', planName);
  }, [setValue, sizeName, planName]);
  return (
    <UnitFieldsView unit={unit} copy={copy} className={className}>
      <UnitSelect
        label={unit.labels.size}
        name="unitSize"
        value={sizeName}
        options={unitOptions(sizes)}
        choose={pick('size', sizes)}
      />
      {plans.length ? (
        <UnitSelect
          label={unit.labels.plan}
          name="paymentPlan"
          value={planName}
          options={unitOptions(plans)}
          choose={pick('plan', plans)}
        />
      ) : null}
    </UnitFieldsView>
  );
}
