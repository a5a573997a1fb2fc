// @ts-check
/**
 * The pages of the site the contact form lands on when it runs without JavaScript, by outcome and
 * language: the function sends the browser there (form-post.ts), the site renders them (app/(site)
 * and app/ur), and the build reads their hashes into the site's manifest (scripts/site-manifest.mjs), as no sitemap lists them.
 * Plain JavaScript, so that build step, which runs under Node without TypeScript, imports it too.
 */
export const MESSAGE_PAGES = Object.freeze({
  sent: Object.freeze({ en: '/message-sent', ur: '/ur/message-sent' }),
  notSent: Object.freeze({ en: '/message-not-sent', ur: '/ur/message-not-sent' }),
});

/** Every one of them, English and Urdu. */
export const MESSAGE_PAGE_PATHS = Object.freeze(Object.values(MESSAGE_PAGES).flatMap((pages) => Object.values(pages)));
