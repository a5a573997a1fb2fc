import { DeliveredProjectCard } from '@/components/projects/delivered-project-card';
import { OfferingProjectCard } from '@/components/projects/offering-project-card';
import { ButtonLink } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { CARD_BELOW_FOLD } from '@/lib/below-fold';
import { getProjectCopy, listDeliveredProjects, listOfferingProjects } from '@/lib/content/pakistan';
import { getCopy } from '@/lib/content/site';
import { pathIn, ROUTES } from '@/lib/routes';

/** The Urdu home page's first section (/ur): the Karachi projects, delivered and on sale, each leading to its Urdu page. */
export async function KarachiProjects() {
  const [home, delivered, onSale, copy] = await Promise.all([
    getCopy('urdu-home-page'),
    listDeliveredProjects('ur'),
    listOfferingProjects('ur'),
    getProjectCopy('ur'),
  ]);
  // The page has no hero: the first project's picture is its largest paint, on a phone as on a desktop.
  const onSaleCards = onSale.map((project, index) => (
    <OfferingProjectCard key={project.slug} project={project} copy={copy} priority={index === 0} />
  ));
  const groups = [
    { id: 'on-sale', ...home.onSale, href: ROUTES.ongoingProjects, cards: onSaleCards },
    {
      id: 'delivered',
      ...home.delivered,
      href: ROUTES.deliveredProjects,
      cards: delivered.map((project) => <DeliveredProjectCard key={project.slug} project={project} copy={copy} />),
    },
  ];
  return (
    <Section
      id="projects"
      eyebrow={home.projects.eyebrow}
      title={home.projects.title}
      intro={home.projects.intro}
      // The page's heading, below the fixed header.
      level={1}
      className="pt-28 sm:pt-32"
    >
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`${group.id}-heading`} className="mt-12 first:mt-0">
          <h2 id={`${group.id}-heading`} className="text-2xl sm:text-3xl">
            {group.title}
          </h2>
          <ul className="mt-6 grid gap-8 md:grid-cols-2 xl:grid-cols-3">
            {group.cards.map((card) => (
              <li key={card.key} className={CARD_BELOW_FOLD} suppressHydrationWarning>
                {card}
              </li>
            ))}
          </ul>
          <ButtonLink href={pathIn(group.href, 'ur')} variant="secondary" className="mt-8">
            {group.button}
          </ButtonLink>
        </section>
      ))}
    </Section>
  );
}
