import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { CONTACT_LIMITS, HONEYPOT_FIELD } from '@/supabase/functions/_shared/contact-schema';
import { ContactForm } from './contact-form';
import messages from '@/content/messages/en.json';
import urdu from '@/content/messages/ur.json';
import canadaHospitality from '@/content/teams/canada-hospitality.json';
import eventsAndDining from '@/content/teams/events-and-dining.json';
import general from '@/content/teams/general.json';
import karachiSales from '@/content/teams/karachi-sales.json';
import { sendContactMessage } from './send-contact-message';
import { FUNCTION_URL, VILLAS_UNIT } from './test-fixtures';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('./send-contact-message', () => ({
  sendContactMessage: jest.fn(),
  newIdempotencyKey: jest.fn(() => `key-${Math.random()}`),
}));

const send = jest.mocked(sendContactMessage);
/** The form's words as the home page hands them down, from the English catalogue (content/messages/en.json). */
const copy = messages.form;
/** A fixed clock for the visit days: 24 November 2026, 11:00 in Karachi. Only the date is faked; timers run. */
function fixClockAtKarachiMorning() {
  jest.useFakeTimers({
    now: new Date('2026-11-24T06:00:00Z'),
    doNotFake: [
      'nextTick',
      'setImmediate',
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'queueMicrotask',
    ],
  });
}
/** The teams as the home page hands them down (lib/content/site.ts listTeamChoices): every file of content/teams/, in list order. */
const teams = Object.entries({
  general,
  'karachi-sales': karachiSales,
  'canada-hospitality': canadaHospitality,
  'events-and-dining': eventsAndDining,
})
  .sort(([, a], [, b]) => a.position - b.position)
  .map(([slug, { name }]) => ({ slug, name }));

function renderForm() {
  return render(
    <ContactForm limits={CONTACT_LIMITS} honeypotField={HONEYPOT_FIELD} copy={copy} teams={teams} locale="en" />,
  );
}

function teamSelect() {
  return screen.getByRole('combobox', { name: 'Your message goes to' });
}

function fill() {
  const values = {
    'First name': 'Amina',
    'Last name': 'Khan',
    Email: 'amina@example.com',
    Subject: 'Wedding at the convention centre',
    Message: 'Do you have a Saturday in June for 300 guests?',
  };
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
  }
  return values;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('ContactForm', () => {
  beforeEach(() => jest.clearAllMocks());

  it('has the five required, labelled fields, an email input and a four-row message box', () => {
    renderForm();
    for (const label of ['First name', 'Last name', 'Email', 'Subject', 'Message']) {
      expect(screen.getByRole('textbox', { name: label })).toBeRequired();
    }
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('rows', '4');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('reads Sending... and is disabled while sending; on success it toasts and clears every field', async () => {
    const pending = deferred<{ ok: true; id: string }>();
    send.mockReturnValueOnce(pending.promise);
    renderForm();
    const values = fill();
    fireEvent.submit(screen.getByRole('form', { name: 'Contact form' }));
    const button = await screen.findByRole('button', { name: 'Sending...' });
    expect(button).toBeDisabled();
    fireEvent.submit(screen.getByRole('form', { name: 'Contact form' }));
    await act(async () => pending.resolve({ ok: true, id: 'abc' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Message sent successfully! We'll get back to you soon."),
    );
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![0]).toEqual({
      firstName: values['First name'],
      lastName: values['Last name'],
      email: values.Email,
      subject: values.Subject,
      message: values.Message,
    });
    for (const label of Object.keys(values)) expect(screen.getByRole('textbox', { name: label })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('on failure it shows the error toast, logs the error and keeps the values', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    send.mockResolvedValueOnce({ ok: false, error: new Error('HTTP 500') });
    renderForm();
    const values = fill();
    fireEvent.submit(screen.getByRole('form', { name: 'Contact form' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to send message. Please try again.'));
    expect(spy).toHaveBeenCalled();
    for (const [label, value] of Object.entries(values))
      expect(screen.getByRole('textbox', { name: label })).toHaveValue(value);
    expect(toast.success).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it('retries an unchanged message with the same idempotency key, and a changed one with a new key', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    send.mockResolvedValue({ ok: false, error: new Error('timeout') });
    renderForm();
    fill();
    const form = screen.getByRole('form', { name: 'Contact form' });
    fireEvent.submit(form);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    await screen.findByRole('button', { name: 'Send Message' });
    fireEvent.submit(form);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(send.mock.calls[1]![1]).toBe(send.mock.calls[0]![1]);
    await screen.findByRole('button', { name: 'Send Message' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Subject' }), { target: { value: 'Another subject' } });
    fireEvent.submit(form);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(3));
    expect(send.mock.calls[2]![1]).not.toBe(send.mock.calls[0]![1]);
  });

  it('shows a field error and sends nothing when a value breaks the shared schema', async () => {
    renderForm();
    fill();
    fireEvent.change(screen.getByRole('textbox', { name: 'First name' }), { target: { value: '   ' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Contact form' }));
    expect(await screen.findByText('First name is required.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAttribute('aria-invalid', 'true');
    expect(send).not.toHaveBeenCalled();
  });

  describe('the team that answers', () => {
    afterEach(() => window.history.replaceState(null, '', '/'));

    it('is general enquiries without a team in the link, and the message says so to the function', async () => {
      send.mockResolvedValueOnce({ ok: true, id: 'abc' });
      renderForm();
      expect(teamSelect()).toHaveValue('general');
      expect(teamSelect()).toHaveDisplayValue('General enquiries');
      expect(teamSelect()).toHaveAccessibleDescription(copy.teamHint);
      fill();
      fireEvent.submit(screen.getByRole('form', { name: 'Contact form' }));
      await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
      expect(send.mock.calls[0]![2]).toEqual({ team: 'general', honeypot: '' });
    });

    it('is the team the link names, listed with every team of content/teams/', async () => {
      window.history.replaceState(null, '', '/?subject=Villas%20Karachi%20site%20visit&team=karachi-sales#contact');
      send.mockResolvedValueOnce({ ok: true, id: 'abc' });
      renderForm();
      await waitFor(() => expect(teamSelect()).toHaveDisplayValue('Karachi sales'));
      expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('Villas Karachi site visit');
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(teams.map((team) => team.name));
      fill();
      fireEvent.submit(screen.getByRole('form', { name: 'Contact form' }));
      await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
      expect(send.mock.calls[0]![2]).toMatchObject({ team: 'karachi-sales' });
    });

    it('falls back to general for a team the site does not know', () => {
      window.history.replaceState(null, '', '/?team=constructor#contact');
      renderForm();
      expect(teamSelect()).toHaveValue('general');
    });

    it('can be changed with the select; the choice is sent, is a new submission and survives a successful send', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => {});
      send
        .mockResolvedValueOnce({ ok: false, error: new Error('timeout') })
        .mockResolvedValueOnce({ ok: true, id: 'abc' });
      window.history.replaceState(null, '', '/?team=karachi-sales#contact');
      renderForm();
      await waitFor(() => expect(teamSelect()).toHaveValue('karachi-sales'));
      fill();
      const form = screen.getByRole('form', { name: 'Contact form' });
      fireEvent.submit(form);
      await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
      await screen.findByRole('button', { name: 'Send Message' });
      fireEvent.change(teamSelect(), { target: { value: 'canada-hospitality' } });
      fireEvent.submit(form);
      await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
      expect(send.mock.calls[1]![2]).toMatchObject({ team: 'canada-hospitality' });
      expect(send.mock.calls[1]![1]).not.toBe(send.mock.calls[0]![1]);
      await waitFor(() => expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue(''));
      expect(teamSelect()).toHaveValue('canada-hospitality');
    });
  });

  describe('a site visit with Karachi sales', () => {
    // 24 November 2026, 11:00 in Karachi: a visit may be asked for from 25 November 2026 to 23 January 2027.
    beforeEach(fixClockAtKarachiMorning);
    afterEach(() => {
      jest.useRealTimers();
      window.history.replaceState(null, '', '/');
    });

    const VISIT_LINK = '/?subject=Villas%20Karachi%20%E2%80%94%20site%20visit&team=karachi-sales&visit=1#contact';
    const phoneField = () => screen.queryByRole('textbox', { name: copy.phone });
    const visitBox = () => screen.queryByRole('checkbox', { name: copy.visit });
    // A date input has no role; its label ends in the required mark, hidden from assistive technology.
    const dayField = () => screen.queryByLabelText(copy.visitDay, { exact: false, selector: 'input' });
    const modes = () => screen.queryByRole('group', { name: copy.visitMode });

    it('offers an optional phone and a visit for Karachi sales only; the five fields stay as they are, in order, first', async () => {
      renderForm();
      expect(phoneField()).toBeNull();
      expect(visitBox()).toBeNull();
      fireEvent.change(teamSelect(), { target: { value: 'karachi-sales' } });
      const phone = await screen.findByRole('textbox', { name: copy.phone });
      expect(phone).not.toBeRequired();
      expect(phone).toHaveAttribute('type', 'tel');
      expect(phone).toHaveAttribute('autocomplete', 'tel');
      expect(phone).toHaveAccessibleDescription(copy.phoneHint);
      expect(visitBox()).not.toBeChecked();
      // Ticked only on request: no day or mode is asked for until then.
      expect(dayField()).toBeNull();
      expect(modes()).toBeNull();
      const names = screen.getAllByRole('textbox').map((field) => field.getAttribute('name'));
      expect(names).toEqual(['firstName', 'lastName', 'email', 'subject', 'message', 'phone']);
      for (const label of ['First name', 'Last name', 'Email', 'Subject', 'Message'])
        expect(screen.getByRole('textbox', { name: label })).toBeRequired();
      fireEvent.change(teamSelect(), { target: { value: 'canada-hospitality' } });
      await waitFor(() => expect(phoneField()).toBeNull());
    });

    it('visit=1 opens the form for Karachi sales with the day (tomorrow to 60 days ahead in Karachi) and the mode asked for; both are sent', async () => {
      window.history.replaceState(null, '', VISIT_LINK);
      send.mockResolvedValueOnce({ ok: true, id: 'abc' });
      renderForm();
      await waitFor(() => expect(visitBox()).toBeChecked());
      expect(teamSelect()).toHaveValue('karachi-sales');
      expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('Villas Karachi — site visit');
      const day = dayField()!;
      expect(day).toHaveAttribute('type', 'date');
      expect(day).toHaveAttribute('min', '2026-11-25');
      expect(day).toHaveAttribute('max', '2027-01-23');
      expect(day).toHaveAccessibleDescription('Any day from 25 November 2026 to 23 January 2027.');
      const group = modes()!;
      expect(group.tagName).toBe('FIELDSET');
      expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['in-person', 'video']);
      expect(screen.getByRole('radio', { name: copy.inPerson })).not.toBeChecked();
      fill();
      fireEvent.change(phoneField()!, { target: { value: '0300 1234567' } });
      fireEvent.change(day, { target: { value: '2027-01-23' } });
      fireEvent.click(screen.getByRole('radio', { name: copy.video }));
      fireEvent.submit(screen.getByRole('form', { name: 'Contact form' }));
      await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
      expect(send.mock.calls[0]![0]).toEqual({
        firstName: 'Amina',
        lastName: 'Khan',
        email: 'amina@example.com',
        subject: 'Wedding at the convention centre',
        message: 'Do you have a Saturday in June for 300 guests?',
        phone: '0300 1234567',
        visit: true,
        visitDay: '2027-01-23',
        visitMode: 'video',
      });
      expect(send.mock.calls[0]![2]).toEqual({ team: 'karachi-sales', honeypot: '' });
      // Sent: every field clears, the box too; the team stays.
      await waitFor(() => expect(visitBox()).not.toBeChecked());
      expect(phoneField()).toHaveValue('');
      expect(dayField()).toBeNull();
      expect(teamSelect()).toHaveValue('karachi-sales');
    });

    it("a past day and a malformed number: the schema's message under each field, nothing sent, every other value kept", async () => {
      window.history.replaceState(null, '', VISIT_LINK);
      renderForm();
      await waitFor(() => expect(visitBox()).toBeChecked());
      const values = fill();
      fireEvent.change(phoneField()!, { target: { value: '0300 12' } });
      fireEvent.change(dayField()!, { target: { value: '2020-01-01' } });
      fireEvent.click(screen.getByRole('radio', { name: copy.inPerson }));
      fireEvent.submit(screen.getByRole('form', { name: 'Contact form' }));
      const dayMessage = 'Preferred day must be between 25 November 2026 and 23 January 2027.';
      const phoneMessage =
        'Enter a phone number such as 0300 1234567, or with its country code, such as +44 20 7946 0958.';
      expect(await screen.findByText(dayMessage)).toBeInTheDocument();
      expect(screen.getByText(phoneMessage)).toBeInTheDocument();
      expect(dayField()).toHaveAttribute('aria-invalid', 'true');
      expect(dayField()).toHaveAccessibleDescription(expect.stringContaining(dayMessage));
      expect(phoneField()).toHaveAttribute('aria-invalid', 'true');
      expect(phoneField()).toHaveAccessibleDescription(`${copy.phoneHint} ${phoneMessage}`);
      expect(send).not.toHaveBeenCalled();
      for (const [label, value] of Object.entries(values))
        expect(screen.getByRole('textbox', { name: label })).toHaveValue(value);
      expect(phoneField()).toHaveValue('0300 12');
      expect(dayField()).toHaveValue('2020-01-01');
      expect(screen.getByRole('radio', { name: copy.inPerson })).toBeChecked();
      expect(visitBox()).toBeChecked();
      expect(teamSelect()).toHaveValue('karachi-sales');
    });

    it('a visit asked for without a day or a mode names both, the mode under its group', async () => {
      window.history.replaceState(null, '', '/?team=karachi-sales#contact');
      renderForm();
      fireEvent.click(await screen.findByRole('checkbox', { name: copy.visit }));
      expect(dayField()).toBeInTheDocument();
      fill();
      fireEvent.submit(screen.getByRole('form', { name: 'Contact form' }));
      expect(await screen.findByText('Choose a preferred day for the visit.')).toBeInTheDocument();
      expect(modes()).toHaveAccessibleDescription('Choose in person or by video call.');
      expect(dayField()).toHaveAttribute('aria-invalid', 'true');
      expect(send).not.toHaveBeenCalled();
    });

    it('a phone alone is sent without a visit; once another team is chosen neither is shown nor sent', async () => {
      window.history.replaceState(null, '', '/?team=karachi-sales&visit=1#contact');
      send.mockResolvedValue({ ok: true, id: 'abc' });
      renderForm();
      await waitFor(() => expect(visitBox()).toBeChecked());
      fill();
      fireEvent.change(phoneField()!, { target: { value: '+44 20 7946 0958' } });
      fireEvent.click(visitBox()!);
      fireEvent.submit(screen.getByRole('form', { name: 'Contact form' }));
      await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
      expect(send.mock.calls[0]![0]).toMatchObject({ phone: '+44 20 7946 0958' });
      expect(send.mock.calls[0]![0]).not.toHaveProperty('visit');
      await waitFor(() => expect(phoneField()).toHaveValue(''));
      fill();
      fireEvent.change(phoneField()!, { target: { value: 'not a number' } });
      fireEvent.click(visitBox()!);
      fireEvent.change(teamSelect(), { target: { value: 'general' } });
      await waitFor(() => expect(phoneField()).toBeNull());
      expect(visitBox()).toBeNull();
      fireEvent.submit(screen.getByRole('form', { name: 'Contact form' }));
      await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
      expect(Object.keys(send.mock.calls[1]![0]).sort()).toEqual([
        'email',
        'firstName',
        'lastName',
        'message',
        'subject',
      ]);
      expect(send.mock.calls[1]![2]).toMatchObject({ team: 'general' });
    });
  });

  describe('the visit day in words', () => {
    beforeEach(fixClockAtKarachiMorning);
    afterEach(() => jest.useRealTimers());
    /** The day as the page's language says it, beside the date input, whose own display follows the browser's settings. */
    const dayInWords = () => screen.getByRole('status');

    it('repeats the picked day with its weekday next to the date input, as the visitor picks, and says nothing while none is', async () => {
      window.history.replaceState(null, '', '/?team=karachi-sales&visit=1#contact');
      renderForm();
      const day = await screen.findByLabelText(copy.visitDay, { exact: false, selector: 'input' });
      expect(dayInWords()).toHaveAttribute('for', day.id);
      expect(dayInWords()).toHaveTextContent(/^$/);
      fireEvent.change(day, { target: { value: '2026-12-12' } });
      expect(dayInWords()).toHaveTextContent('Saturday, 12 December 2026');
      fireEvent.change(day, { target: { value: '2027-01-04' } });
      expect(dayInWords()).toHaveTextContent('Monday, 4 January 2027');
      fireEvent.change(day, { target: { value: '' } });
      expect(dayInWords()).toHaveTextContent(/^$/);
      window.history.replaceState(null, '', '/');
    });

    it('says it in Urdu on the Urdu form', async () => {
      render(
        <ContactForm
          limits={CONTACT_LIMITS}
          honeypotField={HONEYPOT_FIELD}
          copy={urdu.form}
          teams={[{ slug: 'karachi-sales', name: 'کراچی سیلز' }]}
          locale="ur"
        />,
      );
      fireEvent.click(screen.getByRole('checkbox', { name: urdu.form.visit }));
      fireEvent.change(await screen.findByLabelText(new RegExp(urdu.form.visitDay)), {
        target: { value: '2026-12-12' },
      });
      expect(dayInWords()).toHaveTextContent('ہفتہ، 12 دسمبر، 2026');
    });
  });

  describe('as it runs', () => {
    it('once the script runs, the shared schema checks the fields instead of the browser', () => {
      renderForm();
      expect(screen.getByRole('form', { name: 'Contact form' })).toHaveAttribute('novalidate');
    });
  });

  describe('in Urdu', () => {
    afterEach(() => window.history.replaceState(null, '', '/'));
    const karachiSales = teams.find((team) => team.slug === 'karachi-sales')!;
    const renderUrdu = () =>
      render(
        <ContactForm
          limits={CONTACT_LIMITS}
          honeypotField={HONEYPOT_FIELD}
          copy={urdu.form}
          teams={[{ ...karachiSales, name: 'کراچی سیلز' }]}
          locale="ur"
        />,
      );

    it('says the message goes to Karachi sales instead of offering a choice, with every label in Urdu', () => {
      renderUrdu();
      expect(screen.queryByRole('combobox')).toBeNull();
      expect(screen.getByText(urdu.form.recipient.replace('{team}', 'کراچی سیلز'))).toBeInTheDocument();
      for (const label of [
        urdu.form.firstName,
        urdu.form.lastName,
        urdu.form.email,
        urdu.form.subject,
        urdu.form.message,
      ]) {
        expect(screen.getByRole('textbox', { name: label })).toBeRequired();
      }
      // Karachi sales asks for a phone and offers a visit, in Urdu too.
      expect(screen.getByRole('textbox', { name: urdu.form.phone })).toHaveAttribute('dir', 'ltr');
      expect(screen.getByRole('checkbox', { name: urdu.form.visit })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: urdu.form.send })).toBeEnabled();
    });

    it('refuses in Urdu, naming the field in Urdu, and sends nothing', async () => {
      renderUrdu();
      fireEvent.submit(screen.getByRole('form', { name: urdu.form.label }));
      expect(
        await screen.findByText(urdu.form.errors.required.replace('{field}', urdu.form.firstName)),
      ).toBeInTheDocument();
      fireEvent.change(screen.getByRole('textbox', { name: urdu.form.email }), { target: { value: 'not an address' } });
      fireEvent.submit(screen.getByRole('form', { name: urdu.form.label }));
      expect(await screen.findByText(urdu.form.errors.email)).toBeInTheDocument();
      expect(send).not.toHaveBeenCalled();
    });

    it('sends Urdu as Urdu keyboards type it, to Karachi sales, saying it was written in Urdu, and toasts in Urdu', async () => {
      send.mockResolvedValueOnce({ ok: true, id: 'abc' });
      renderUrdu();
      const values = {
        [urdu.form.firstName]: 'محمد\u200cعلی',
        [urdu.form.lastName]: 'قریشی',
        [urdu.form.email]: 'ali@example.com',
        [urdu.form.subject]: 'سیڈرلائن ولاز کراچی — سائٹ وزٹ',
        [urdu.form.message]: 'کیا 120 مربع گز کا ولا دستیاب ہے؟',
      };
      for (const [label, value] of Object.entries(values))
        fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
      fireEvent.submit(screen.getByRole('form', { name: urdu.form.label }));
      await waitFor(() => expect(toast.success).toHaveBeenCalledWith(urdu.form.success));
      expect(send.mock.calls[0]![0]).toEqual({
        firstName: 'محمد\u200cعلی',
        lastName: 'قریشی',
        email: 'ali@example.com',
        subject: 'سیڈرلائن ولاز کراچی — سائٹ وزٹ',
        message: 'کیا 120 مربع گز کا ولا دستیاب ہے؟',
        language: 'ur',
      });
      expect(send.mock.calls[0]![2]).toMatchObject({ team: 'karachi-sales' });
    });

    it('writes the days a visit may be asked for in Urdu, month names and all', async () => {
      fixClockAtKarachiMorning();
      try {
        renderUrdu();
        fireEvent.click(screen.getByRole('checkbox', { name: urdu.form.visit }));
        const day = await screen.findByLabelText(new RegExp(urdu.form.visitDay));
        expect(day).toHaveAccessibleDescription('25 نومبر، 2026 سے 23 جنوری، 2027 تک کوئی بھی دن۔');
      } finally {
        jest.useRealTimers();
      }
    });
  });
});

describe('the enquiry on a project page', () => {
  const unit = VILLAS_UNIT;
  const sales = [{ slug: 'karachi-sales', name: 'Karachi sales' }];
  const element = (
    <ContactForm
      limits={CONTACT_LIMITS}
      honeypotField={HONEYPOT_FIELD}
      copy={copy}
      teams={sales}
      locale="en"
      action={FUNCTION_URL}
      unit={unit}
    />
  );
  beforeEach(() => jest.clearAllMocks());
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('opens on the size and plan the address names, and sends them with the project and the subject it was opened with', async () => {
    window.history.replaceState(
      null,
      '',
      '/projects/cedarline-villas-karachi?size=120-sq-yd-villa&plan=36-month-plan#schedule',
    );
    send.mockResolvedValue({ ok: true, id: 'x' } as never);
    render(element);
    expect(screen.getByRole('group', { name: 'About Villas Karachi' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Size' })).toHaveValue('120 sq yd villa');
    expect(screen.getByRole('combobox', { name: 'Payment plan' })).toHaveValue('36-month plan');
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('Villas Karachi — sales enquiry');
    for (const [label, value] of [
      ['First name', 'Amina'],
      ['Last name', 'Khan'],
      ['Email', 'amina@example.com'],
      ['Message', 'Is it ready?'],
    ]) {
      fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
    }
    fireEvent.submit(screen.getByRole('form', { name: 'Contact form' }));
    await waitFor(() => expect(send).toHaveBeenCalled());
    expect(send.mock.calls[0]![0]).toMatchObject({
      project: 'Villas Karachi',
      unitSize: '120 sq yd villa',
      paymentPlan: '36-month plan',
      subject: 'Villas Karachi — sales enquiry',
    });
    // After the send the typed words are cleared; the unit stays chosen.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue(''));
    expect(screen.getByRole('combobox', { name: 'Size' })).toHaveValue('120 sq yd villa');
  });

  it('follows a choice made in the schedule after it opened, and a choice made in it goes to the address the schedule reads', async () => {
    window.history.replaceState(null, '', '/projects/cedarline-villas-karachi');
    render(element);
    expect(screen.getByRole('combobox', { name: 'Size' })).toHaveValue('80 sq yd villa');
    // The schedule chooser writes the address and says so.
    act(() => {
      window.history.replaceState(null, '', '?size=120-sq-yd-villa&plan=full-payment#schedule');
      window.dispatchEvent(new Event('cedarline:unit-choice'));
    });
    expect(screen.getByRole('combobox', { name: 'Size' })).toHaveValue('120 sq yd villa');
    fireEvent.change(screen.getByRole('combobox', { name: 'Payment plan' }), { target: { value: '36-month plan' } });
    expect(window.location.search).toBe('?size=120-sq-yd-villa&plan=36-month-plan');
    expect(screen.getByRole('combobox', { name: 'Payment plan' })).toHaveValue('36-month plan');
  });

  it('at #site-visit ticks the visit and takes the visit’s subject, unless the visitor wrote one', async () => {
    window.history.replaceState(null, '', '/projects/cedarline-villas-karachi#site-visit');
    render(element);
    expect(await screen.findByRole('checkbox', { name: copy.visit })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('Villas Karachi — site visit');
  });
});
