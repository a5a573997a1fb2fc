import { Ltr } from '@/components/ui/ltr';
import { Section } from '@/components/ui/section';
import type { OfferingProject, ProjectCopy } from '@/lib/content/pakistan';
import { fillTemplate, formatDate } from '@/lib/format';
import { absoluteUrl } from '@/lib/site-url';

type ApprovalsPanelProps = { project: OfferingProject; copy: ProjectCopy };

/** The approvals a careful buyer checks before paying: who approved what, its number and dates, the document; at least the NOC for sale the site promises (lib/content/promises.ts). */
export function ApprovalsPanel({ project, copy: words }: ApprovalsPanelProps) {
  const { approvals } = project.page;
  const { approvals: copy, locale } = words;
  return (
    <Section id="approvals" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} tone="white">
      <ul aria-label={fillTemplate(copy.caption, { name: project.name })} className="grid gap-6 md:grid-cols-2">
        {approvals.map((approval) => (
          <li key={approval.number} className="rounded-card border border-line bg-ivory p-6 shadow-card print:p-3">
            <h3 className="text-xl text-cedar-900">{copy.kinds[approval.approval]}</h3>
            <dl className="mt-4 print:mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="font-semibold text-brass-700">{copy.authorityColumn}</dt>
              <dd>{copy.authorities[approval.authority]}</dd>
              <dt className="font-semibold text-brass-700">{copy.numberColumn}</dt>
              <dd className="break-all">
                <Ltr>{approval.number}</Ltr>
              </dd>
              <dt className="font-semibold text-brass-700">{copy.issuedColumn}</dt>
              <dd>{formatDate(approval.issued, locale)}</dd>
              <dt className="font-semibold text-brass-700">{copy.checkedColumn}</dt>
              <dd>{formatDate(approval.checked, locale)}</dd>
              <dt className="font-semibold text-brass-700">{copy.documentColumn}</dt>
              <dd>
                {approval.document ? (
                  <a
                    href={approval.document}
                    className="font-semibold text-cedar-700 underline underline-offset-4 hover:text-cedar-900 print:hidden"
                  >
                    {copy.view}
                    <span className="sr-only">
                      {' '}
                      {copy.kinds[approval.approval]} <Ltr>{approval.number}</Ltr>
                    </span>
                  </a>
                ) : null}
                {/* On paper a link does not open: its address is written out. */}
                {approval.document ? (
                  <span className="hidden break-all print:inline">
                    <Ltr>{absoluteUrl(approval.document)}</Ltr>
                  </span>
                ) : (
                  copy.noDocument
                )}
              </dd>
            </dl>
          </li>
        ))}
      </ul>
    </Section>
  );
}
