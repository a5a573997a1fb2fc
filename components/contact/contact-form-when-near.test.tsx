import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { Root } from 'react-dom/client';
import messages from '@/content/messages/en.json';
import urdu from '@/content/messages/ur.json';
import { CONTACT_LIMITS, HONEYPOT_FIELD } from '@/supabase/functions/_shared/contact-schema';
import { ContactFormWhenNear } from './contact-form-when-near';
import { sendContactMessage } from './send-contact-message';
import { FUNCTION_URL, VILLAS_UNIT } from './test-fixtures';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('./send-contact-message', () => ({
  sendContactMessage: jest.fn(),
  newIdempotencyKey: jest.fn(() => `key-${Math.random()}`),
}));

const send = jest.mocked(sendContactMessage);
const copy = messages.form;
const teams = [
  { slug: 'general', name: 'General enquiries' },
  { slug: 'karachi-sales', name: 'Karachi sales' },
];
const unit = VILLAS_UNIT;
/** The form of a project's page: Karachi sales, about Villas Karachi. */
const projectForm = (
  <ContactFormWhenNear
    limits={CONTACT_LIMITS}
    honeypotField={HONEYPOT_FIELD}
    copy={copy}
    teams={[teams[1]!]}
    locale="en"
    action={FUNCTION_URL}
    unit={unit}
  />
);

/** The page's IntersectionObserver: nothing is near until a test brings the form near. */
let bringNear: () => void = () => {};
beforeEach(() => {
  jest.clearAllMocks();
  window.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback) => {
    bringNear = () => callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    return { observe: jest.fn(), disconnect: jest.fn(), unobserve: jest.fn(), takeRecords: jest.fn() };
  }) as unknown as typeof IntersectionObserver;
});

/** The form of the pre-rendered page, as a browser that runs no script has it. */
function served(element: ReactElement) {
  const page = document.implementation.createHTMLDocument();
  page.body.innerHTML = renderToString(element);
  return page.querySelector('form')!;
}

describe('the served form, as a browser that runs no script has it', () => {
  it('posts to the function (never a GET to an address of its own), with the team, the language and the browser checking the fields', () => {
    const form = served(
      <ContactFormWhenNear
        limits={CONTACT_LIMITS}
        honeypotField={HONEYPOT_FIELD}
        copy={copy}
        teams={teams}
        locale="en"
        action={FUNCTION_URL}
      />,
    );
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe(FUNCTION_URL);
    // The browser's own checks stand in for the script's: required fields, an email address.
    expect(form.noValidate).toBe(false);
    expect(Object.fromEntries(new FormData(form))).toEqual({
      team: 'general',
      language: 'en',
      firstName: '',
      lastName: '',
      email: '',
      subject: '',
      message: '',
      [HONEYPOT_FIELD]: '',
    });
    expect(form.querySelector('[name=email]')!.getAttribute('type')).toBe('email');
    expect(form.querySelector('[name=firstName]')!.hasAttribute('required')).toBe(true);
  });

  it('in Urdu it posts to Karachi sales, as Urdu, with the phone; the visit, which needs the script, is hidden', () => {
    const form = served(
      <ContactFormWhenNear
        limits={CONTACT_LIMITS}
        honeypotField={HONEYPOT_FIELD}
        copy={urdu.form}
        teams={[{ slug: 'karachi-sales', name: 'کراچی سیلز' }]}
        locale="ur"
        action={FUNCTION_URL}
      />,
    );
    expect(Object.fromEntries(new FormData(form))).toMatchObject({ team: 'karachi-sales', language: 'ur', phone: '' });
    expect(form.querySelector('[name=visit]')!.closest('.noscript\\:hidden')).not.toBeNull();
  });

  it('on a project page posts the project as a hidden field, the subject and the first size and plan', () => {
    const form = served(projectForm);
    expect(form.querySelector('input[type=hidden][name=project]')).not.toBeNull();
    expect(Object.fromEntries(new FormData(form))).toMatchObject({
      team: 'karachi-sales',
      project: 'Villas Karachi',
      unitSize: '80 sq yd villa',
      paymentPlan: 'Full payment',
      subject: 'Villas Karachi — sales enquiry',
    });
  });
});

describe('the form on a page that runs its script', () => {
  let container: HTMLElement;
  let root: Root | null = null;
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    container.remove();
    window.history.replaceState(null, '', '/');
  });

  /** The page as served, then hydrated: the served form is there, its script not yet. */
  async function hydrate(element: ReactElement) {
    const { hydrateRoot } = await import('react-dom/client');
    container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(container, element);
    });
  }
  const field = (name: string) => container.querySelector<HTMLInputElement>(`[name=${name}]`)!;
  /** The running form checks its fields itself: the browser's checks are off. */
  const running = () => container.querySelector('form')!.noValidate;
  const homeForm = (
    <ContactFormWhenNear
      limits={CONTACT_LIMITS}
      honeypotField={HONEYPOT_FIELD}
      copy={copy}
      teams={teams}
      locale="en"
      action={FUNCTION_URL}
    />
  );

  it('loads the running form only once the visitor nears it', async () => {
    await hydrate(homeForm);
    await act(async () => {});
    expect(running()).toBe(false);
    await act(async () => bringNear());
    await waitFor(() => expect(running()).toBe(true));
  });

  it('keeps what was typed and chosen in the served form, and the field the visitor was in, and sends them', async () => {
    await hydrate(homeForm);
    field('team').value = 'karachi-sales';
    field('firstName').value = 'Bilal';
    field('email').value = 'bilal@example.com';
    field('message').value = 'Is the 120 sq yd villa still there?';
    field('message').focus();
    field('message').setSelectionRange(4, 7);
    await act(async () => bringNear());
    await waitFor(() => expect(running()).toBe(true));
    expect(field('team')).toHaveValue('karachi-sales');
    // Karachi sales asks for a phone number and offers a site visit: what the form shows for that team.
    expect(await screen.findByRole('checkbox', { name: copy.visit })).toBeInTheDocument();
    expect(field('firstName')).toHaveValue('Bilal');
    expect(field('message')).toHaveFocus();
    expect([field('message').selectionStart, field('message').selectionEnd]).toEqual([4, 7]);

    send.mockResolvedValue({ ok: true, id: 'x' } as never);
    fireEvent.change(field('lastName'), { target: { value: 'Ahmed' } });
    fireEvent.change(field('subject'), { target: { value: 'Villas' } });
    fireEvent.submit(container.querySelector('form')!);
    await waitFor(() => expect(send).toHaveBeenCalled());
    expect(send.mock.calls.at(-1)![0]).toMatchObject({
      firstName: 'Bilal',
      lastName: 'Ahmed',
      email: 'bilal@example.com',
      message: 'Is the 120 sq yd villa still there?',
    });
    expect(send.mock.calls.at(-1)![2]).toMatchObject({ team: 'karachi-sales' });
  });

  it('a send asked of the served form is made by the running one, not posted away', async () => {
    await hydrate(homeForm);
    for (const [name, value] of [
      ['firstName', 'Amina'],
      ['lastName', 'Khan'],
      ['email', 'amina@example.com'],
      ['subject', 'Rooms'],
      ['message', 'Two rooms in May?'],
    ] as const)
      field(name).value = value;
    send.mockResolvedValue({ ok: true, id: 'x' } as never);
    const posted = !fireEvent.submit(container.querySelector('form')!);
    expect(posted).toBe(true); // the browser's post was stopped
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]![0]).toMatchObject({ firstName: 'Amina', message: 'Two rooms in May?' });
  });

  it("a send the browser's own checks stop is answered by the running form, in the page's words, not the browser's bubble", async () => {
    await hydrate(homeForm);
    field('email').value = 'amina@example.com';
    // The browser found the first name empty: its bubble is held back, and the running form is sent for.
    const bubble = fireEvent.invalid(field('firstName'));
    expect(bubble).toBe(false);
    await waitFor(() => expect(running()).toBe(true));
    expect(await screen.findByText('First name is required.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAttribute('aria-invalid', 'true');
    expect(field('email')).toHaveValue('amina@example.com');
    expect(send).not.toHaveBeenCalled();
  });

  it('on a project page, a size chosen in the served form is the one the page shows and the enquiry sends', async () => {
    window.history.replaceState(null, '', '/projects/cedarline-villas-karachi');
    await hydrate(projectForm);
    field('unitSize').value = '120 sq yd villa';
    await act(async () => bringNear());
    await waitFor(() => expect(running()).toBe(true));
    expect(window.location.search).toBe('?size=120-sq-yd-villa&plan=full-payment');
    expect(screen.getByRole('combobox', { name: 'Size' })).toHaveValue('120 sq yd villa');
    expect(screen.getByRole('combobox', { name: 'Payment plan' })).toHaveValue('Full payment');
  });
});
