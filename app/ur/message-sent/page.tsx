import { MessageSentView, messagePageMetadata } from '@/components/contact/message-pages';
import { setRequestLocale } from 'next-intl/server';

/** Where the contact form without JavaScript lands once its message is stored (supabase/functions/_shared/form-post.ts). */
export const generateMetadata = () => messagePageMetadata('sent', 'ur');

export default function UrduMessageSentPage() {
  setRequestLocale('ur');
  return <MessageSentView />;
}
