import type { ReactNode } from 'react';
import type { ControlProps } from './contact-resolver';
import type { FormWords } from './problems';
import { describedBy, FieldError } from './text-field';

type VisitFieldsProps = {
  copy: FormWords;
  /** The box's name, and once the form runs, its ref and handlers. */
  control: ControlProps;
  error?: string;
  /** Once the box is ticked: the preferred day and the mode (visit-details.tsx). */
  children?: ReactNode;
  className?: string;
};

/** "I'd like to visit the site", and once ticked, what the running form asks for the visit. */
export function VisitFields({ copy, control, error, children, className = '' }: VisitFieldsProps) {
  return (
    <div className={className}>
      <div className="flex min-h-11 items-center gap-3">
        <input
          id="contact-visit"
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy('contact-visit', { error })}
          className="size-5 shrink-0 accent-cedar-700"
          {...control}
        />
        <label htmlFor="contact-visit" className="text-base font-semibold text-ink">
          {copy.visit}
        </label>
      </div>
      <FieldError id="contact-visit" error={error} />
      {children}
    </div>
  );
}
