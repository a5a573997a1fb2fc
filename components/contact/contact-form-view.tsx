import type { ComponentProps, ReactNode, Ref } from 'react';
import { buttonClasses } from '@/components/ui/button-classes';
import type { TeamChoice } from '@/lib/content/site';
import { fillTemplate } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locales';
import type { CONTACT_LIMITS } from '@/supabase/functions/_shared/contact-schema';
import { GENERAL_TEAM } from '@/supabase/functions/_shared/teams';
import type { ContactFormValues, ControlProps } from './contact-resolver';
import type { FormWords } from './problems';
import { TeamSelect } from './team-select';
import { TextField } from './text-field';
import { UnitFieldsView, type UnitEnquiry } from './unit-fields-view';
import { VisitFields } from './visit-fields';

/** What the form's parent gives it: the same for the form as served and as it runs. */
export type ContactFormProps = {
  /** CONTACT_LIMITS and HONEYPOT_FIELD, handed down by the server parent so this island does not import zod. */
  limits: typeof CONTACT_LIMITS;
  honeypotField: string;
  /** The form's labels, button texts, toasts and messages in the page's language, from the server parent. */
  copy: FormWords;
  /** The teams a message can go to (content/teams/), general among them; or the one team it goes to. */
  teams: readonly TeamChoice[];
  locale: Locale;
  /**
   * The function's address, where the form posts itself when the page runs no script: the function
   * answers with the page that says whether it was sent (supabase/functions/_shared/form-post.ts).
   */
  action?: string;
  /** On a project's page: the unit the enquiry is about, which the form shows and sends. */
  unit?: UnitEnquiry;
};

type ContactFormViewProps = ContactFormProps & {
  control: (name: keyof ContactFormValues) => ControlProps;
  /** What is wrong with a field, in the page's language (nothing until the form runs and is sent). */
  say?: (field: keyof ContactFormValues) => string | undefined;
  /** The team is Karachi sales: the phone and the site visit are asked for. */
  forSales: boolean;
  /** The unit's size and plan, as the running form offers them (else the served page's: the first of each). */
  unitFields?: ReactNode;
  /** The visit's day and mode, once asked for. */
  visitDetails?: ReactNode;
  /** The form runs: it checks its fields itself (the browser's checks are off) and may be sending. */
  running?: boolean;
  sending?: boolean;
  form?: Pick<ComponentProps<'form'>, 'ref' | 'onSubmit' | 'onChange'>;
  honeypotRef?: Ref<HTMLInputElement>;
};

/** A named control's value as a form holds it: a box's tick, a chosen radio's value, else its text. */
export type FormEntry = readonly [name: string, value: string | boolean];

/** Every named control of a form with its value as it stands (an unchosen radio says nothing). */
export function formEntries(form: HTMLFormElement | null | undefined): FormEntry[] {
  return [...(form?.elements ?? [])].flatMap((element) => {
    const field = element as HTMLInputElement;
    if (!field.name || (field.type === 'radio' && !field.checked)) return [];
    return [[field.name, field.type === 'checkbox' ? field.checked : field.value] as const];
  });
}

/** The team the form opens on: the one team it has, else general. */
export const defaultTeamOf = (teams: readonly TeamChoice[]) => (teams.length === 1 ? teams[0]!.slug : GENERAL_TEAM);

/**
 * The contact form's markup, the same whether it runs (contact-form.tsx gives it react-hook-form's
 * controls) or is only served (contact-form-when-near.tsx, until its script is needed).
 *
 * Served, it is plain HTML: it posts its fields, language and team included, to the function
 * (`action`), never to an address of its own; the browser checks the required fields and the email
 * first; the function sends the visitor on to a page that says whether the message went. The site
 * visit, which needs the day picker's bounds on the visitor's clock, is not offered then.
 */
export function ContactFormView({
  limits,
  honeypotField,
  copy,
  teams,
  locale,
  action,
  unit,
  control,
  say = () => undefined,
  forSales,
  unitFields,
  visitDetails,
  running = false,
  sending = false,
  form,
  honeypotRef,
}: ContactFormViewProps) {
  const defaultTeam = defaultTeamOf(teams);
  return (
    <form
      {...form}
      method="post"
      action={action}
      aria-label={copy.label}
      noValidate={running}
      className="grid grid-cols-[minmax(0,1fr)] gap-5 sm:grid-cols-2"
    >
      {teams.length > 1 ? (
        <TeamSelect
          label={copy.team}
          hint={copy.teamHint}
          teams={teams}
          className="sm:col-span-2"
          defaultValue={defaultTeam}
          {...control('team')}
        />
      ) : (
        <>
          <p className="text-sm font-semibold text-ink sm:col-span-2">
            {fillTemplate(copy.recipient, { team: teams[0]!.name })}
          </p>
          <input type="hidden" defaultValue={defaultTeam} {...control('team')} />
        </>
      )}
      {/* What a post without the script says of the page it came from (the script sends it itself). The
          values are written into the page: react-hook-form only fills its fields once it runs. */}
      <input type="hidden" defaultValue={locale} {...control('language')} />
      {unit ? (
        <>
          <input type="hidden" defaultValue={unit.project} {...control('project')} />
          {unitFields ?? <UnitFieldsView unit={unit} copy={copy} className="sm:col-span-2" />}
        </>
      ) : null}
      <TextField
        label={copy.firstName}
        autoComplete="given-name"
        maxLength={limits.firstName}
        error={say('firstName')}
        {...control('firstName')}
      />
      <TextField
        label={copy.lastName}
        autoComplete="family-name"
        maxLength={limits.lastName}
        error={say('lastName')}
        {...control('lastName')}
      />
      <TextField
        label={copy.email}
        type="email"
        dir="ltr"
        autoComplete="email"
        maxLength={limits.email}
        error={say('email')}
        className="sm:col-span-2"
        {...control('email')}
      />
      <TextField
        label={copy.subject}
        maxLength={limits.subject}
        error={say('subject')}
        className="sm:col-span-2"
        defaultValue={unit?.subjects.enquiry}
        {...control('subject')}
      />
      <TextField
        label={copy.message}
        multiline
        rows={4}
        maxLength={limits.message}
        error={say('message')}
        className="sm:col-span-2"
        {...control('message')}
      />
      {forSales ? (
        <>
          <TextField
            label={copy.phone}
            hint={copy.phoneHint}
            optional
            type="tel"
            dir="ltr"
            autoComplete="tel"
            maxLength={limits.phone}
            error={say('phone')}
            className="sm:col-span-2"
            {...control('phone')}
          />
          <VisitFields
            copy={copy}
            control={control('visit')}
            error={say('visit')}
            className="noscript:hidden sm:col-span-2"
          >
            {visitDetails}
          </VisitFields>
        </>
      ) : null}
      <div aria-hidden="true" className="absolute -start-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={honeypotField}>{copy.honeypot}</label>
        <input
          ref={honeypotRef}
          id={honeypotField}
          name={honeypotField}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <div className="sm:col-span-2">
        <button type="submit" disabled={sending} className={buttonClasses('secondary', 'w-full sm:w-auto')}>
          {sending ? copy.sending : copy.send}
        </button>
      </div>
    </form>
  );
}
