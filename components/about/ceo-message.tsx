import { Section } from '@/components/ui/section';
import type { AboutPage } from '@/lib/content/site';

type CeoMessageProps = { message: AboutPage['ceoMessage'] };

/** The CEO's letter, headed by the author's role and signed with their name. */
export function CeoMessage({ message }: CeoMessageProps) {
  return (
    <Section id="ceo-message" tone="dark" eyebrow={message.author.role} title={message.title}>
      <blockquote className="max-w-3xl space-y-5 text-lg text-ivory/90">
        {message.paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 24)}>{paragraph}</p>
        ))}
        <footer className="pt-2 font-display text-xl text-brass-300">— {message.author.name}</footer>
      </blockquote>
    </Section>
  );
}
