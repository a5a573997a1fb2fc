export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost-light';

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2.5 text-sm font-semibold tracking-wide transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brass-400 text-cedar-950 hover:bg-brass-300 disabled:bg-line disabled:text-muted',
  secondary: 'bg-cedar-800 text-ivory hover:bg-cedar-700 disabled:bg-line disabled:text-muted',
  outline:
    'border border-cedar-800 text-cedar-900 hover:bg-cedar-800 hover:text-ivory disabled:border-line disabled:text-muted',
  'ghost-light':
    'border border-ivory/70 text-ivory hover:bg-ivory hover:text-cedar-950 print:border-ink print:text-ink',
};

/** A button's classes; client islands import them from here, since ButtonLink reads content on the server. */
export function buttonClasses(variant: ButtonVariant = 'primary', className = '') {
  return `${base} ${variants[variant]} ${className}`.trim();
}
