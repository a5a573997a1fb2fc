import type { ComponentProps, ReactNode, Ref } from 'react';
import { withLatinRuns } from '@/components/ui/ltr';

type TextFieldProps = {
  label: string;
  name: string;
  error?: string;
  /** Said under the label, before any error. */
  hint?: string;
  /** The five fields of every message are required; a field a team adds may not be. */
  optional?: boolean;
  multiline?: boolean;
  className?: string;
  /** Shown right under the control, before any error: e.g. the day it holds, in words. */
  children?: ReactNode;
} & Omit<ComponentProps<'input'>, 'name' | 'className' | 'children'> &
  Pick<ComponentProps<'textarea'>, 'rows'>;

export const fieldClasses =
  'mt-2 block w-full min-w-0 rounded-xl border border-line bg-white px-4 py-3 text-base text-ink shadow-sm placeholder:text-muted focus:border-cedar-600 focus:outline-2 focus:outline-offset-0 focus:outline-cedar-600 aria-invalid:border-red-700';

/** The mark after a required field's label; the field itself says it is required. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-brass-700">
      {' '}
      *
    </span>
  );
}

/** The ids of a field's hint and error, as its aria-describedby lists them (undefined when neither shows). */
export function describedBy(id: string, { hint, error }: { hint?: string; error?: string }) {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

/** A field's error, under it; its id is the one describedBy names. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className="mt-1.5 text-sm text-red-800">
      {withLatinRuns(error)}
    </p>
  ) : null;
}

/** A labelled field, required unless `optional`, whose hint and error (if any) are announced with it. */
export function TextField({
  label,
  name,
  error,
  hint,
  optional = false,
  multiline,
  rows,
  className = '',
  ref,
  children,
  ...rest
}: TextFieldProps) {
  const id = `contact-${name}`;
  const shared = {
    id,
    name,
    required: !optional,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, { hint, error }),
    className: fieldClasses,
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
        {optional ? null : <RequiredMark />}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {withLatinRuns(hint)}
        </p>
      ) : null}
      {multiline ? (
        <textarea
          {...shared}
          rows={rows}
          ref={ref as Ref<HTMLTextAreaElement>}
          {...(rest as ComponentProps<'textarea'>)}
        />
      ) : (
        <input {...shared} ref={ref} {...rest} />
      )}
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}
