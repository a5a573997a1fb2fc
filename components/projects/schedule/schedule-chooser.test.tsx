import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import messages from '@/content/messages/en.json';
import { ScheduleChooser } from './schedule-chooser';
import { scheduleFigures, type ScheduleFigures, type ScheduleWords } from './schedule-view';

/** The chooser's words as the English page hands them down (schedule-section.tsx). */
const { monthly, quarterly, paidInFull } = messages.project.offering;
const words: ScheduleWords = {
  ...messages.project.schedule,
  monthly,
  quarterly,
  paidInFull,
  money: messages.money,
  locale: 'en',
};
/** Two of Villas Karachi's sizes and plans, named as its page names them. */
const sizes = [
  { slug: '80-sq-yd-villa', size: '80 sq yd villa', price: 4_800_000 },
  { slug: '120-sq-yd-villa', size: '120 sq yd villa', price: 7_200_000 },
];
const terms = {
  frequency: 'monthly',
  discountPercent: 0,
  ballotingPercent: 0,
  possessionPercent: 0,
  untilPossession: 36,
} as const;
const plans = [
  {
    ...terms,
    slug: 'full-payment',
    name: 'Full payment',
    downPaymentPercent: 100,
    installments: 0,
    discountPercent: 5,
  },
  { ...terms, slug: '36-month-plan', name: '36-month plan', downPaymentPercent: 25, installments: 36 },
];
/** The chooser as the page renders it, handed the first size and plan's figures as the server works them out. */
const chooserWith = (first: ScheduleFigures | null) => (
  <ScheduleChooser
    project={{ name: 'Cedarline Villas Karachi', url: 'https://example.com/projects/cedarline-villas-karachi' }}
    sizes={sizes}
    plans={plans}
    words={words}
    first={first}
    labels={{ opensInNewTab: 'opens in a new tab' }}
  />
);
let chooser = chooserWith(scheduleFigures(sizes[0]!, plans[0]!, words));

let page: HTMLElement;
let root: Root | null = null;
/** The server's HTML, changed by the visitor as `before` does, then hydrated. */
async function hydrateAfter(before: (selects: { size: HTMLSelectElement; plan: HTMLSelectElement }) => void) {
  page = document.createElement('div');
  page.innerHTML = renderToString(chooser);
  document.body.append(page);
  const [size, plan] = page.querySelectorAll('select');
  before({ size: size!, plan: plan! });
  await act(async () => {
    root = hydrateRoot(page, chooser);
  });
  return { size: size!, plan: plan! };
}
/** The chosen schedule's caption (the <noscript> beside it holds every one), and the message its link shares. */
const shown = () => ({
  caption: page.querySelector('[aria-live] caption')!.textContent,
  shared: new URL(page.querySelector<HTMLAnchorElement>('a[href^="https://wa.me/"]')!.href).searchParams.get('text'),
});

afterEach(() => {
  chooser = chooserWith(scheduleFigures(sizes[0]!, plans[0]!, words));
  act(() => root?.unmount());
  root = null;
  page.remove();
  window.history.replaceState(null, '', '/');
});

describe('a choice made before the page is interactive', () => {
  it('is the schedule shown, the message shared and the address once the chooser hydrates', async () => {
    const { size, plan } = await hydrateAfter(({ size, plan }) => {
      size.value = '120-sq-yd-villa';
      plan.value = '36-month-plan';
    });
    expect([size.value, plan.value]).toEqual(['120-sq-yd-villa', '36-month-plan']);
    expect(shown().caption).toBe('36-month plan, 120 sq yd villa');
    expect(shown().shared).toContain('36-month plan, 120 sq yd villa: Down payment (25%) PKR 1,800,000 (18 lakh)');
    expect(shown().shared).toContain('?size=120-sq-yd-villa&plan=36-month-plan#schedule');
    expect(window.location.search).toBe('?size=120-sq-yd-villa&plan=36-month-plan');
  });

  it('keeps the first choice of what was not changed', async () => {
    await hydrateAfter(({ plan }) => {
      plan.value = '36-month-plan';
    });
    expect(shown().caption).toBe('36-month plan, 80 sq yd villa');
    expect(window.location.search).toBe('?size=80-sq-yd-villa&plan=36-month-plan');
  });

  it('leaves the page and its address as they were when nothing was changed', async () => {
    await hydrateAfter(() => {});
    expect(shown().caption).toBe('Full payment, 80 sq yd villa');
    expect(window.location.search).toBe('');
  });
});

describe('the first schedule', () => {
  it('is drawn from the figures the server handed down, not worked out again as the page hydrates', async () => {
    const served = scheduleFigures(sizes[0]!, plans[0]!, words)!;
    chooser = chooserWith({ ...served, caption: 'As the server drew it' });
    await hydrateAfter(() => {});
    expect(shown().caption).toBe('As the server drew it');
    // Its shared message is made from the same figures.
    expect(shown().shared).toContain('As the server drew it: Paid in full PKR 4,560,000 (45.6 lakh)');
  });
});
