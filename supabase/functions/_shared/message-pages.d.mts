export declare const MESSAGE_PAGES: {
  readonly sent: { readonly en: '/message-sent'; readonly ur: '/ur/message-sent' };
  readonly notSent: { readonly en: '/message-not-sent'; readonly ur: '/ur/message-not-sent' };
};
export declare const MESSAGE_PAGE_PATHS: readonly string[];
