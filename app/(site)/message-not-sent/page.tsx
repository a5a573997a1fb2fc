import { MessageNotSentView, messagePageMetadata } from '@/components/contact/message-pages';
import { setRequestLocale } from 'next-intl/server';

/** Where the contact form without JavaScript lands when its message could not be taken (supabase/functions/_shared/form-post.ts). */
export const generateMetadata = () => messagePageMetadata('notSent', 'en');

export default function MessageNotSentPage() {
  setRequestLocale('en');
  return <MessageNotSentView />;
}
