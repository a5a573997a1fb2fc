'use client';

/**
 * Two inputs of the editor's own (lib/keystatic/fields.ts): a number that reads as typed (a year without a thousands separator)
 * and can be emptied again, and a choice of another record shown by its name, not its file name. Only the admin renders them;
 * the build reads the same fields without them.
 */
import type { FormFieldInputProps } from '@keystatic/core';
import { NumberField } from '@keystar/ui/number-field';
import { Item, Picker } from '@keystar/ui/picker';
import { useEffect, useState, type ReactElement } from 'react';

type InputProps<V> = Pick<FormFieldInputProps<V>, 'value' | 'onChange' | 'autoFocus' | 'forceValidation'> & {
  label: string;
  description?: string;
  isRequired: boolean;
  /** The message under the field when the value is not right; null when it is. */
  problem: (value: V) => string | null;
};

/** What both inputs give Keystar's field: its words, and its message, shown once the field has been left or the form asks for every field's. */
function useFieldProps<V>({
  label,
  description,
  isRequired,
  autoFocus,
  forceValidation,
  problem,
  value,
}: InputProps<V>) {
  const [touched, setTouched] = useState(false);
  const errorMessage = touched || forceValidation ? (problem(value) ?? undefined) : undefined;
  return { label, description, isRequired, autoFocus, errorMessage, onBlur: () => setTouched(true) };
}

/** Keystatic's number fields draw this: every decimal typed is shown and kept (no step to snap to), a year reads 2013. */
export function NumberInput({ grouping, ...props }: InputProps<number | null> & { grouping: boolean }) {
  const field = useFieldProps(props);
  return (
    <NumberField
      {...field}
      value={props.value ?? Number.NaN}
      // An emptied field reads NaN: the value is then empty, not "not a number".
      onChange={(value) => props.onChange(Number.isNaN(value) ? null : value)}
      // Keystar's number field links its message to the input only when told it is invalid (its text field
      // infers it); react-aria takes `isInvalid`, which Keystar's types leave out.
      {...({ isInvalid: Boolean(field.errorMessage) } as object)}
      formatOptions={{ useGrouping: grouping, maximumFractionDigits: 20 }}
    />
  );
}

type Named = { slug: string; name: string };

/** A record of another collection, chosen by its name (read from /api/editor/names/<collection>). */
export function ReferenceInput({ collection, ...props }: InputProps<string | null> & { collection: string }) {
  const [records, setRecords] = useState<Named[]>([]);
  const field = useFieldProps(props);
  useEffect(() => {
    let live = true;
    const show = (list: Named[]) => live && setRecords(list);
    fetch(`/api/editor/names/${collection}`)
      .then((response) => response.json())
      .then(show, () => show([]));
    return () => void (live = false);
  }, [collection]);
  // A value the list does not hold (yet) still shows, by its file name.
  const items =
    props.value && !records.some((record) => record.slug === props.value)
      ? [...records, { slug: props.value, name: props.value }]
      : records;
  return (
    <Picker
      {...field}
      items={items}
      selectedKey={props.value}
      onSelectionChange={(key) => props.onChange(key === null ? null : String(key))}
    >
      {(record) => <Item key={record.slug}>{record.name}</Item>}
    </Picker>
  );
}

/** The Urdu boxes run right to left; their labels and hints, in English, stay as they are. */
const RIGHT_TO_LEFT_STYLE = '.urdu-text :is(input, textarea) { direction: rtl; text-align: right; }';

/** A text field's own input, typed right to left: the Urdu of a text. */
export function RightToLeft({
  Input,
  props,
}: {
  Input: (props: FormFieldInputProps<string>) => ReactElement | null;
  props: FormFieldInputProps<string>;
}) {
  return (
    <div className="urdu-text" lang="ur">
      {/* React hoists this into the head once, however many Urdu fields the form has. */}
      <style href="urdu-text" precedence="default">
        {RIGHT_TO_LEFT_STYLE}
      </style>
      <Input {...props} />
    </div>
  );
}
