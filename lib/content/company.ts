import { z } from 'zod';
import { imageSchema, countSchema, lineSchema, slugSchema, textSchema, yearSchema } from './fields';
import { companyLink } from './navigation';
import { once, readSingleton, resolve } from './read';
import { COMPANIES } from './site-rules';
import { listPeople } from './team';

const paragraphsSchema = z.array(textSchema).min(1);

const ventureCardSchema = z.object({
  company: z.enum(COMPANIES),
  anchor: slugSchema,
  image: imageSchema,
  description: textSchema,
  highlights: z.array(lineSchema).min(1),
});

export const homePageSchema = z.object({
  title: lineSchema,
  hero: z.object({
    eyebrow: lineSchema,
    title: lineSchema,
    lead: textSchema,
    image: imageSchema,
    primaryButton: lineSchema,
    secondaryButton: lineSchema,
  }),
  about: z.object({
    eyebrow: lineSchema,
    title: lineSchema,
    paragraphs: paragraphsSchema,
    foundedLabel: lineSchema,
    experienceLabel: lineSchema,
    countriesLabel: lineSchema,
    countries: countSchema,
    image: imageSchema,
  }),
  ventures: z.object({
    eyebrow: lineSchema,
    title: lineSchema,
    intro: textSchema,
    linkLabel: lineSchema,
    highlightsLabel: lineSchema,
    cards: z.array(ventureCardSchema).min(1),
  }),
});

export const aboutPageSchema = z.object({
  title: lineSchema,
  description: textSchema,
  hero: z.object({ eyebrow: lineSchema, title: lineSchema, lead: textSchema, image: imageSchema }),
  milestones: z.object({
    eyebrow: lineSchema,
    title: lineSchema,
    items: z.array(z.object({ year: yearSchema, title: lineSchema, text: textSchema })).min(1),
  }),
  pakistanOperations: z.object({ eyebrow: lineSchema, title: lineSchema, paragraphs: paragraphsSchema }),
  teams: z.object({
    eyebrow: lineSchema,
    title: lineSchema,
    headings: z.object({ leadership: lineSchema, canada: lineSchema, builders: lineSchema }),
  }),
  ceoMessage: z.object({ title: lineSchema, author: slugSchema, paragraphs: paragraphsSchema }),
  philosophy: z.object({
    eyebrow: lineSchema,
    title: lineSchema,
    values: z.array(z.object({ title: lineSchema, text: textSchema })).length(3),
    primaryButton: lineSchema,
    secondaryButton: lineSchema,
  }),
});

const readHome = once(() => readSingleton('pages/home', homePageSchema));
const readAbout = once(() => readSingleton('pages/about', aboutPageSchema));

/** The home page's copy; each venture card carries its company's name and page. */
export function getHomePage() {
  const home = readHome();
  const cards = home.ventures.cards.map((card) => {
    const { label, href } = companyLink(card.company);
    return { ...card, name: label, href };
  });
  return { ...home, ventures: { ...home.ventures, cards } };
}

export type HomePage = ReturnType<typeof getHomePage>;
export type VentureCard = HomePage['ventures']['cards'][number];

/** The About page's copy, with the CEO's message signed by their team record. */
export function getAboutPage() {
  const about = readAbout();
  const author = resolve(listPeople(), about.ceoMessage.author, { file: 'content/pages/about.json', field: 'ceoMessage.author' });
  return { ...about, ceoMessage: { ...about.ceoMessage, author } };
}

export type AboutPage = ReturnType<typeof getAboutPage>;
export type Milestone = AboutPage['milestones']['items'][number];
