/**
 * A payment schedule as the page shows it: its rows in words and rupees (the
 * full figure and, from a lakh up, its short form), its caption, and the
 * WhatsApp message that shares it with the page's address for the same
 * choice. Pure: the server draws every schedule with it for browsers without
 * JavaScript, and the chooser island the chosen one.
 */
import type { ProjectCopy } from '@/lib/content/pakistan';
import { fillTemplate, rupees, type MoneyWords } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locales';
import { paymentSchedule, type PlanTerms } from '@/lib/schedule';
import { choiceQuery } from './choice-query';

/** `price` rows say what is paid for (the listed price, a discount), `payment` rows what is paid, and `total` the sum. */
export type ScheduleRow = { label: string; amount: string; spoken: string | null; kind: 'price' | 'payment' | 'total' };
export type ScheduleView = { size: string; plan: string; caption: string; rows: ScheduleRow[]; shareHref: string };
export type ScheduleFigures = Pick<ScheduleView, 'caption' | 'rows'>;
export type ScheduleWords = ProjectCopy['schedule'] &
  Pick<ProjectCopy['offering'], 'monthly' | 'quarterly' | 'paidInFull'> & { money: MoneyWords; locale: Locale };
export type SizeChoice = { slug: string; size: string; price: number };
/** `untilPossession`: how many installments are paid by possession (lib/schedule.ts); the rest are marked as paid after it. */
export type PlanChoice = PlanTerms & { slug: string; name: string; untilPossession: number };

/** Between the payments of a shared message, whose parts have commas of their own: the semicolon of each script. */
const SEPARATORS: { [L in Locale]: string } = { en: '; ', ur: '؛ ' };

/**
 * The figures of `plan` for `size`: the caption and the rows in words and rupees, the total last;
 * null when its terms give none. The rupees are formatted here (Intl), so a page's first schedule
 * is worked out on the server and handed to the chooser as it is drawn.
 */
export function scheduleFigures(size: SizeChoice, plan: PlanChoice, words: ScheduleWords): ScheduleFigures | null {
  const schedule = paymentSchedule(size.price, plan);
  if (!schedule) return null;
  const frequency = words[schedule.frequency];
  const rupee = rupees(words.locale, words.money);
  const row = (label: string, amount: number, kind: ScheduleRow['kind'] = 'payment'): ScheduleRow => ({
    label,
    amount: rupee.full(amount),
    spoken: rupee.short(amount),
    kind,
  });
  const each = (label: string, amount: number): ScheduleRow => ({
    ...row(label, amount),
    amount: fillTemplate(words.each, { amount: rupee.full(amount) }),
  });
  const discount = {
    ...row(fillTemplate(words.discount, { percent: plan.discountPercent }), schedule.discount, 'price'),
    amount: `−${rupee.full(schedule.discount)}`,
  };
  const { count, installment, last } = schedule;
  /** Installments `from` to `to`, equal but the last of the plan, which takes the remainder; marked `when` they are paid. */
  const installments = (from: number, to: number, when?: 'untilPossession' | 'afterPossession'): ScheduleRow[] => {
    const equal = to === count && last !== installment ? to - 1 : to;
    const rows = [
      ...(equal > from
        ? [each(fillTemplate(words.installmentRange, { from, to: equal, frequency }), installment)]
        : []),
      ...(equal === from ? [row(fillTemplate(words.installmentOne, { number: from, frequency }), installment)] : []),
      ...(equal < to ? [row(fillTemplate(words.installmentOne, { number: to, frequency }), last)] : []),
    ];
    return when
      ? rows.map((part) => ({ ...part, label: fillTemplate(words[when], { installments: part.label }) }))
      : rows;
  };
  const possession = schedule.possession
    ? [row(fillTemplate(words.possession, { percent: plan.possessionPercent }), schedule.possession)]
    : [];
  // A plan that continues after possession pays its share due on possession between the installments before and after it.
  const until = Math.min(plan.untilPossession, count);
  const rows = [
    ...(schedule.discount ? [row(words.listed, schedule.listed, 'price'), discount] : []),
    row(count ? fillTemplate(words.down, { percent: plan.downPaymentPercent }) : words.paidInFull, schedule.down),
    ...(schedule.balloting
      ? [row(fillTemplate(words.balloting, { percent: plan.ballotingPercent }), schedule.balloting)]
      : []),
    ...(until < count
      ? [
          ...installments(1, until, 'untilPossession'),
          ...possession,
          ...installments(until + 1, count, 'afterPossession'),
        ]
      : [...installments(1, count), ...possession]),
  ];
  const total = row(words.total, schedule.total, 'total');
  return { caption: fillTemplate(words.caption, { plan: plan.name, size: size.size }), rows: [...rows, total] };
}

/**
 * The schedule of `plan` for `size`, as rows, and the WhatsApp message that shares it; null when
 * its terms give none. `project.url` is the page's absolute address, which the shared message links
 * to. `figures`, when the server has worked them out already.
 */
export function scheduleView(
  project: { name: string; url: string },
  size: SizeChoice,
  plan: PlanChoice,
  words: ScheduleWords,
  figures = scheduleFigures(size, plan, words),
): ScheduleView | null {
  if (!figures) return null;
  const { caption, rows } = figures;
  const said = (part: ScheduleRow) => `${part.amount}${part.spoken ? ` (${part.spoken})` : ''}`;
  const total = rows.find((part) => part.kind === 'total')!;
  const text = fillTemplate(words.shareText, {
    project: project.name,
    choice: caption,
    payments: rows
      .filter((part) => part.kind === 'payment')
      .map((part) => `${part.label} ${said(part)}`)
      .join(SEPARATORS[words.locale]),
    total: said(total),
    url: `${project.url}${choiceQuery(size.slug, plan.slug)}`,
  });
  return {
    size: size.slug,
    plan: plan.slug,
    caption,
    rows,
    shareHref: `https://wa.me/?text=${encodeURIComponent(text)}`,
  };
}
