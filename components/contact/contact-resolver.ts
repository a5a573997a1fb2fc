import type { Resolver } from 'react-hook-form';
import type { ContactMessage } from '@/supabase/functions/_shared/contact-schema';

/**
 * Validates with the shared schema, but loads zod and the schema on the first
 * validation (the first submit): the form renders and takes input without
 * zod in the page's first-load JavaScript.
 */
export const contactResolver: Resolver<ContactMessage> = async (values, context, options) => {
  const [{ zodResolver }, { contactMessageSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@/supabase/functions/_shared/contact-schema'),
  ]);
  return zodResolver(contactMessageSchema)(values, context, options);
};
