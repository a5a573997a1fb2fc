/**
 * The copy of the Karachi pages: /chg-pakistan, the two project lists and the
 * text the project page layouts share (content/pages/*.json). The office
 * address, phone and email come from the site settings; counts, years and
 * prices are filled into the `{token}`s from the project records.
 */
import { z } from 'zod';
import { closingSchema, imageSchema, lineSchema, optionalGroup, slugSchema, templateSchema, templateTextSchema, textSchema } from './fields';
import { listOfferingProjects } from './current-projects';
import { once, readSingleton, resolve } from './read';
import { REQUIRED } from './rules';
import { withTeam } from './teams';

const titledTextSchema = z.object({ title: lineSchema, text: textSchema });

export const pakistanPageSchema = z.object({
  title: lineSchema,
  eyebrow: lineSchema,
  lead: textSchema,
  image: imageSchema,
  opportunitiesButton: lineSchema,
  projectsButton: lineSchema,
  operations: z.object({ eyebrow: lineSchema, title: lineSchema, intro: templateTextSchema(['firstYear'], REQUIRED), items: z.array(titledTextSchema).min(1) }),
  focus: z.object({ eyebrow: lineSchema, title: lineSchema, items: z.array(titledTextSchema).min(1) }),
  opportunities: z.object({
    eyebrow: lineSchema,
    title: lineSchema,
    intro: textSchema,
    contactLabel: lineSchema,
    contactContext: templateSchema(['topic'], REQUIRED),
    items: z
      .array(
        titledTextSchema.extend({
          subject: lineSchema,
          /** The team its Contact Us link opens the form for. */
          team: slugSchema,
          /** A project page that shows the opportunity at work. */
          example: optionalGroup(z.object({ label: lineSchema, project: slugSchema })),
        }),
      )
      .length(3),
  }),
  projects: z.object({
    eyebrow: lineSchema,
    title: lineSchema,
    intro: templateTextSchema(['count'], REQUIRED),
    overviewButton: lineSchema,
    ongoingButton: lineSchema,
  }),
  office: z.object({
    eyebrow: lineSchema,
    hours: lineSchema,
    addressLabel: lineSchema,
    phoneLabel: lineSchema,
    emailLabel: lineSchema,
    hoursLabel: lineSchema,
    whatsappLabel: lineSchema,
    contactButton: lineSchema,
    /** Who answers the office's Contact Us; its WhatsApp shows next to the office phone. */
    team: slugSchema,
  }),
});

const listPageSchema = z.object({
  eyebrow: lineSchema,
  title: lineSchema,
  lead: textSchema,
  image: imageSchema,
  otherListButton: lineSchema,
  section: z.object({ eyebrow: lineSchema, title: lineSchema, intro: textSchema }),
});
export type ListPage = z.output<typeof listPageSchema>;

export const deliveredProjectsPageSchema = listPageSchema.extend({ lead: templateTextSchema(['firstYear'], REQUIRED) });

export const ongoingProjectsPageSchema = listPageSchema.extend({ closing: closingSchema });

export const projectCopySchema = z.object({
  viewProject: lineSchema,
  overviewTitle: lineSchema,
  featuresTitle: lineSchema,
  locationLabel: lineSchema,
  floorsLabel: lineSchema,
  floorsValue: templateSchema(['floors'], REQUIRED),
  floorsFeature: templateSchema(['floors'], REQUIRED),
  penthouse: lineSchema,
  unitsOver: templateSchema(['count'], REQUIRED),
  delivered: z.object({
    badge: lineSchema,
    yearLabel: templateSchema(['year'], REQUIRED),
    detailsEyebrow: lineSchema,
    detailsTitle: lineSchema,
    moreTitle: lineSchema,
    moreIntro: textSchema,
    deliveredButton: lineSchema,
    ongoingButton: lineSchema,
  }),
  ongoing: z.object({ yearLabel: templateSchema(['year'], REQUIRED) }),
  offering: z.object({
    highlights: lineSchema,
    plotsEyebrow: lineSchema,
    plotsTitle: lineSchema,
    plotsIntro: textSchema,
    plotsCaption: templateSchema(['name'], REQUIRED),
    sizeColumn: lineSchema,
    availableColumn: lineSchema,
    priceColumn: lineSchema,
    soldOut: lineSchema,
    paymentsEyebrow: lineSchema,
    paymentsTitle: lineSchema,
    paymentsIntro: textSchema,
    paidInFull: lineSchema,
    atBooking: lineSchema,
    downPayment: templateSchema(['percent'], REQUIRED),
    installments: templateSchema(['months'], REQUIRED),
    enquireEyebrow: lineSchema,
    enquireTitle: templateSchema(['name'], REQUIRED),
    enquireIntro: textSchema,
    callButton: templateSchema(['phone'], REQUIRED),
    whatsappButton: lineSchema,
  }),
});
export type ProjectCopy = z.output<typeof projectCopySchema>;

const PAKISTAN_PAGE = 'pages/chg-pakistan';

export const getPakistanPage = once(() => {
  const page = readSingleton(PAKISTAN_PAGE, pakistanPageSchema);
  const offerings = listOfferingProjects();
  const file = `content/${PAKISTAN_PAGE}.json`;
  const items = page.opportunities.items.map((item, index) => ({
    ...withTeam(item, file, `opportunities.items.${index}`),
    example: item.example && {
      label: item.example.label,
      project: resolve(offerings, item.example.project, {
        file,
        field: `opportunities.items.${index}.example.value.project (a current project with a page)`,
      }),
    },
  }));
  return { ...page, opportunities: { ...page.opportunities, items }, office: withTeam(page.office, file, 'office') };
});
/** The page's copy, its example projects looked up. */
export type PakistanPage = ReturnType<typeof getPakistanPage>;
export type Opportunity = PakistanPage['opportunities']['items'][number];

export const getDeliveredProjectsPage = once(() => readSingleton('pages/delivered-projects', deliveredProjectsPageSchema));
const ONGOING_PAGE = 'pages/ongoing-projects';

export const getOngoingProjectsPage = once(() => {
  const page = readSingleton(ONGOING_PAGE, ongoingProjectsPageSchema);
  return { ...page, closing: withTeam(page.closing, `content/${ONGOING_PAGE}.json`, 'closing') };
});
export const getProjectCopy = once(() => readSingleton('pages/project', projectCopySchema));
