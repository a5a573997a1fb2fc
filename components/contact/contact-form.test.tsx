import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { CONTACT_LIMITS, HONEYPOT_FIELD } from '@/supabase/functions/_shared/contact-schema';
import { ContactForm } from './contact-form';
import contact from '@/content/pages/contact.json';
import canadaHospitality from '@/content/teams/canada-hospitality.json';
import eventsAndDining from '@/content/teams/events-and-dining.json';
import general from '@/content/teams/general.json';
import karachiSales from '@/content/teams/karachi-sales.json';
import { sendContactMessage } from './send-contact-message';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('./send-contact-message', () => ({
  sendContactMessage: jest.fn(),
  newIdempotencyKey: jest.fn(() => `key-${Math.random()}`),
}));

const send = jest.mocked(sendContactMessage);
/** The form's words as the home page hands them down, from content/pages/contact.json. */
const copy = contact.form;
/** The teams as the home page hands them down (lib/content/site.ts listTeamChoices): every file of content/teams/, in list order. */
const teams = Object.entries({ general, 'karachi-sales': karachiSales, 'canada-hospitality': canadaHospitality, 'events-and-dining': eventsAndDining })
  .sort(([, a], [, b]) => a.position - b.position)
  .map(([slug, { name }]) => ({ slug, name }));

function renderForm() {
  return render(<ContactForm limits={CONTACT_LIMITS} honeypotField={HONEYPOT_FIELD} copy={copy} teams={teams} />);
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
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Message sent successfully! We'll get back to you soon."));
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
    for (const [label, value] of Object.entries(values)) expect(screen.getByRole('textbox', { name: label })).toHaveValue(value);
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
      send.mockResolvedValueOnce({ ok: false, error: new Error('timeout') }).mockResolvedValueOnce({ ok: true, id: 'abc' });
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
});
