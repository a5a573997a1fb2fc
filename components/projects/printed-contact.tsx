import { Ltr, withLatinRuns } from '@/components/ui/ltr';
import type { OfferingProject, ProjectCopy } from '@/lib/content/pakistan';
import { getSettings } from '@/lib/content/site';
import { pathIn, ROUTES } from '@/lib/routes';
import { absoluteUrl } from '@/lib/site-url';

type PrintedContactProps = { project: OfferingProject; copy: ProjectCopy };

/**
 * The page's contact as a printed brochure gives it, where links do not click: the Karachi office's address and phone,
 * the team's phone and WhatsApp number written out, and the page's address. Only on paper.
 */
export async function PrintedContact({ project, copy }: PrintedContactProps) {
  const { offices } = await getSettings(copy.locale);
  const { team } = project.page;
  const words = copy.brochure;
  const rows = [
    {
      label: words.officeLabel,
      value: (
        <>
          {withLatinRuns(offices.pakistan.address, copy.locale)} · <Ltr>{offices.pakistan.phone}</Ltr>
        </>
      ),
    },
    ...(team.phone ? [{ label: words.phoneLabel, value: <Ltr>{team.phone}</Ltr> }] : []),
    ...(team.whatsapp ? [{ label: words.whatsappLabel, value: <Ltr>{team.whatsapp.number}</Ltr> }] : []),
    {
      label: words.pageLabel,
      value: <Ltr>{absoluteUrl(pathIn(ROUTES.project(project.slug), copy.locale))}</Ltr>,
    },
  ];
  return (
    <dl className="hidden grid-cols-[auto_1fr] gap-x-4 gap-y-1 print:grid">
      {rows.flatMap(({ label, value }) => [
        <dt key={`${label}-label`} className="font-semibold text-brass-700">
          {label}
        </dt>,
        <dd key={label}>{value}</dd>,
      ])}
    </dl>
  );
}
