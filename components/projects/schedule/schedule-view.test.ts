import { getProjectCopy, listOfferingProjects } from '@/lib/content/pakistan';
import type { Locale } from '@/lib/i18n/locales';
import { installmentsUntilPossession } from '@/lib/schedule';
import { scheduleView, type ScheduleWords } from './schedule-view';

/** The build's day the schedules below are worked out for: Chambers' possession (December 2027) is 13 months away. */
const TODAY = new Date('2026-11-26T12:00:00Z');

/** The schedule's words in `locale`, as the page hands them to the chooser (schedule-section.tsx). */
async function wordsIn(locale: Locale): Promise<ScheduleWords> {
  const copy = await getProjectCopy(locale);
  const { monthly, quarterly, paidInFull } = copy.offering;
  return { ...copy.schedule, monthly, quarterly, paidInFull, money: copy.money, locale };
}
const byLocale = {
  en: { words: await wordsIn('en'), projects: await listOfferingProjects('en') },
  ur: { words: await wordsIn('ur'), projects: await listOfferingProjects('ur') },
};

/** Every schedule a page shows on TODAY: each plan for each size, or for its one price. */
function views(slug: string, locale: Locale = 'en') {
  const { words, projects } = byLocale[locale];
  const { page, name, possession } = projects.find((candidate) => candidate.slug === slug)!;
  const url = `http://localhost:3000${locale === 'ur' ? '/ur' : ''}/projects/${slug}`;
  const plans = page.paymentPlans.map((plan) => ({
    ...plan,
    untilPossession: installmentsUntilPossession(plan, possession, TODAY),
  }));
  return page.sizes.flatMap((size) =>
    plans.map((plan) => scheduleView({ name, url }, { ...size, size: size.name }, plan, words)),
  );
}

describe('the schedules of a project page', () => {
  it('work out every size of Villas Karachi under every plan', () => {
    expect(views('cedarline-villas-karachi').map((view) => view?.caption)).toEqual([
      'Full payment, 80 sq yd villa',
      '18-month plan, 80 sq yd villa',
      '36-month plan, 80 sq yd villa',
      'Full payment, 120 sq yd villa',
      '18-month plan, 120 sq yd villa',
      '36-month plan, 120 sq yd villa',
      'Full payment, 160 sq yd villa',
      '18-month plan, 160 sq yd villa',
      '36-month plan, 160 sq yd villa',
    ]);
  });

  it('give each payment in rupees and as buyers say it, the total last', () => {
    const view = views('cedarline-villas-karachi').find(
      (candidate) => candidate?.caption === '36-month plan, 120 sq yd villa',
    )!;
    expect(view.rows.map(({ label, amount, spoken }) => [label, amount, spoken])).toEqual([
      ['Down payment (25%)', 'PKR 1,800,000', '18 lakh'],
      ['Installments 1 to 12, monthly, until possession', 'PKR 150,000 each', '1.5 lakh'],
      ['Installments 13 to 36, monthly, after possession', 'PKR 150,000 each', '1.5 lakh'],
      ['Total', 'PKR 7,200,000', '72 lakh'],
    ]);
  });

  it('show a discount off the listed price, and a payment in full as paid in full', () => {
    const view = views('cedarline-villas-karachi')[0]!;
    expect(view.rows.map(({ label, amount }) => [label, amount])).toEqual([
      ['Listed price', 'PKR 4,800,000'],
      ['Discount (5%)', '−PKR 240,000'],
      ['Paid in full', 'PKR 4,560,000'],
      ['Total', 'PKR 4,560,000'],
    ]);
  });

  it('give the last installment the remainder, and the shares due on balloting and possession their rows', () => {
    const [launch] = views('property-rf-collaboration');
    expect(launch!.rows.map(({ label, amount }) => [label, amount])).toEqual([
      ['Down payment (20%)', 'PKR 200,000'],
      ['On balloting (10%)', 'PKR 100,000'],
      ['Installments 1 to 2, quarterly, until possession', 'PKR 75,000 each'],
      ['On possession (10%)', 'PKR 100,000'],
      ['Installments 3 to 8, quarterly, after possession', 'PKR 75,000 each'],
      ['Total', 'PKR 1,000,000'],
    ]);
  });

  it('mark the installments paid after possession, the share due on possession between them', () => {
    const [monthly, quarterly] = views('cedarline-chambers');
    expect(monthly!.rows.map(({ label, amount }) => [label, amount])).toEqual([
      ['Down payment (20%)', 'PKR 300,000'],
      ['Installments 1 to 13, monthly, until possession', 'PKR 33,333 each'],
      ['Installments 14 to 35, monthly, after possession', 'PKR 33,333 each'],
      ['Installment 36, monthly, after possession', 'PKR 33,345'],
      ['Total', 'PKR 1,500,000'],
    ]);
    expect(quarterly!.rows.map(({ label }) => label)).toEqual([
      'Down payment (20%)',
      'Installments 1 to 4, quarterly, until possession',
      'On possession (10%)',
      'Installments 5 to 12, quarterly, after possession',
      'Total',
    ]);
  });

  it('mark none when every installment is paid by possession', () => {
    const size = { slug: '150-sq-ft-shop', size: '150 sq ft shop', price: 1_500_000 };
    const plan = {
      ...byLocale.en.projects.find(({ slug }) => slug === 'cedarline-chambers')!.page.paymentPlans[0]!,
      untilPossession: 36,
    };
    const view = scheduleView(
      { name: 'Cedarline Chambers', url: 'http://localhost:3000/projects/cedarline-chambers' },
      size,
      plan,
      byLocale.en.words,
    )!;
    expect(view.rows.map(({ label }) => label)).toEqual([
      'Down payment (20%)',
      'Installments 1 to 35, monthly',
      'Installment 36, monthly',
      'Total',
    ]);
  });

  it('share the chosen figures on WhatsApp with the address of the same choice', () => {
    const view = views('cedarline-chambers')[1]!;
    const text = new URL(view.shareHref).searchParams.get('text')!;
    expect(text).toBe(
      'Cedarline Chambers IT Tower & Mall, 36-month quarterly plan, 150 sq ft shop: Down payment (20%) PKR 300,000 (3 lakh); Installments 1 to 4, quarterly, until possession PKR 87,500 each; On possession (10%) PKR 150,000 (1.5 lakh); Installments 5 to 12, quarterly, after possession PKR 87,500 each. Total PKR 1,500,000 (15 lakh). See the schedule: http://localhost:3000/projects/cedarline-chambers?size=150-sq-ft-shop&plan=36-month-quarterly-plan#schedule',
    );
  });

  it('work out the same figures on the Urdu page, in Urdu words, Rs and lakh, with the same address for the choice', () => {
    const english = views('cedarline-villas-karachi', 'en')[5]!;
    const urdu = views('cedarline-villas-karachi', 'ur')[5]!;
    expect(urdu.size).toBe(english.size);
    expect(urdu.plan).toBe(english.plan);
    const each = byLocale.ur.words.each.replace('{amount}', 'Rs 150,000');
    expect(urdu.rows.map((row) => row.amount)).toEqual(['Rs 1,800,000', each, each, 'Rs 7,200,000']);
    expect(urdu.rows.map((row) => row.spoken)).toEqual(['18 لاکھ', '1.5 لاکھ', '1.5 لاکھ', '72 لاکھ']);
    expect(urdu.rows.map((row) => row.label).slice(1, 3)).toEqual([
      'اقساط 1 تا 12، ماہانہ، قبضے تک',
      'اقساط 13 تا 36، ماہانہ، قبضے کے بعد',
    ]);
    const text = new URL(urdu.shareHref).searchParams.get('text')!;
    expect(text).toContain(
      'http://localhost:3000/ur/projects/cedarline-villas-karachi?size=120-sq-yd-villa&plan=36-month-plan#schedule',
    );
    expect(text).toContain('؛ ');
  });
});
