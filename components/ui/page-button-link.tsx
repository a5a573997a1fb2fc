import type { ComponentProps } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button';
import { linkIn } from '@/lib/routes';

/**
 * A button to a page of the site (its English path), as the page's language
 * links to it (lib/routes.ts linkIn): on an Urdu page, to the Urdu page where
 * there is one, and otherwise to the English page, saying so, as the menus do.
 */
export async function PageButtonLink({ href, children, ...rest }: ComponentProps<typeof ButtonLink>) {
  const link = linkIn(href, await getLocale());
  const language = await getTranslations('language');
  return (
    <ButtonLink href={link.href} hrefLang={link.english ? 'en' : undefined} {...rest}>
      {children}
      {link.english ? (
        <span className="ms-1.5 text-sm font-normal whitespace-nowrap">{language('inEnglish')}</span>
      ) : null}
    </ButtonLink>
  );
}
