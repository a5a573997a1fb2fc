import { getTranslations } from 'next-intl/server';
import { bookingForm, HOTEL_TIME_ZONE, MAX_NIGHTS, todayIn } from '@/lib/booking';
import { BUILD_DATE } from '@/lib/build-date';
import type { ContentIn } from '@/lib/content/reader';
import { fillTemplate } from '@/lib/format';
import { BookingForm } from './booking-form';

type BookingBarProps = { template: string; copy: ContentIn['hotel'] };

/**
 * The hotel's booking bar, at the top of its page (components/hotels/booking-form.tsx, the island). Before its script
 * runs, the first day it offers is the build's in the hotel's time zone: its midnight UTC is the evening before in
 * Ontario, so the build never refuses a day that is still to come there.
 */
export async function BookingBar({ template, copy }: BookingBarProps) {
  if (!bookingForm(template)) return null;
  const opensInNewTab = (await getTranslations('chrome'))('opensInNewTab');
  const words = {
    ...copy.booking,
    tooLong: fillTemplate(copy.booking.tooLong, { nights: MAX_NIGHTS }),
    submit: copy.bookButton,
    opensInNewTab,
  };
  return <BookingForm template={template} firstDay={todayIn(HOTEL_TIME_ZONE, BUILD_DATE)} words={words} />;
}
