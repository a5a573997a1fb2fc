import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';

/** Props that carry words a visitor reads: their values come from content/, never from code. */
const TEXT_PROPS =
  '/^(title|eyebrow|lead|intro|label|description|text|alt|aria-label|placeholder|heading|subtitle|caption|message|summary)$/';
const FROM_CONTENT = 'Visible text comes from content/ (a record or a page singleton), not from code.';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Every word a visitor reads comes from content/: JSX text may only be punctuation.
    // The editor's own pages (*.admin.tsx, only under `npm run edit`) speak to editors, not visitors.
    files: ['app/**/*.tsx', 'components/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/*.admin.tsx'],
    rules: {
      'react/jsx-no-literals': [
        'error',
        {
          noStrings: true,
          ignoreProps: true,
          allowedStrings: ['·', '–', '—', '(', ')', ',', ':', '/', '×', '★', '.', '|', '+', '-', '&', '%', '©', '*'],
        },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: `JSXAttribute[name.name=${TEXT_PROPS}] > Literal[value=/[A-Za-z]/]`, message: FROM_CONTENT },
        {
          selector: `JSXAttribute[name.name=${TEXT_PROPS}] > JSXExpressionContainer > Literal[value=/[A-Za-z]/]`,
          message: FROM_CONTENT,
        },
        {
          selector: `JSXAttribute[name.name=${TEXT_PROPS}] > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]/]`,
          message: FROM_CONTENT,
        },
      ],
    },
  },
  {
    // The admin is Keystatic's own app beside the site: its links are plain anchors.
    files: ['app/**/*.admin.tsx'],
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'generated/**',
      '**/node_modules/**',
      '.open-next/**',
      '.vercel/**',
      '.netlify/**',
      '.wrangler/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
  },
  // Layout is Prettier's (npm run format; checked by npm run lint): no style rule of ESLint's argues with it.
  prettier,
];

export default config;
