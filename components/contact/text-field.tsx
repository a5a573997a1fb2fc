import type { ComponentProps, Ref } from 'react';

type TextFieldProps = {
  label: string;
  name: string;
  error?: string;
  multiline?: boolean;
  className?: string;
} & Omit<ComponentProps<'input'>, 'name' | 'className'> &
  Pick<ComponentProps<'textarea'>, 'rows'>;

const fieldClasses =
  'mt-2 block w-full rounded-xl border border-line bg-white px-4 py-3 text-base text-ink shadow-sm placeholder:text-muted focus:border-cedar-600 focus:outline-2 focus:outline-offset-0 focus:outline-cedar-600 aria-invalid:border-red-700';

/** A labelled, required field whose error (if any) is announced with it. */
export function TextField({ label, name, error, multiline, rows, className = '', ref, ...rest }: TextFieldProps) {
  const id = `contact-${name}`;
  const errorId = `${id}-error`;
  const shared = {
    id,
    name,
    required: true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: fieldClasses,
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
        <span aria-hidden="true" className="text-brass-700"> *</span>
      </label>
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
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
