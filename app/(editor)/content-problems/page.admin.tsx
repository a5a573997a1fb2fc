import type { Metadata } from 'next';
import { ContentError, formatProblem, loadContent, type Problem } from '@/lib/content/reader';

export const metadata: Metadata = { title: 'Content to fix', robots: { index: false } };
export const dynamic = 'force-dynamic';

/** Every problem of content/ right now, or none. */
async function problems(): Promise<Problem[]> {
  try {
    await loadContent();
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}

/**
 * What `npm run edit` shows instead of a page while content/ breaks a rule:
 * which file, which field (by its label in the form), and what to do. Only
 * the editor has this route (see next.config.mjs).
 */
export default async function ContentProblemsPage() {
  const found = await problems();
  // Written to the terminal as it is: Next shows a page's console errors in an overlay over the page.
  if (found.length) process.stderr.write(`Content to fix:\n${found.map(formatProblem).join('\n')}\n`);
  return (
    <main
      style={{
        maxWidth: '48rem',
        margin: '0 auto',
        padding: '3rem 1.5rem',
        fontFamily: 'system-ui, sans-serif',
        lineHeight: 1.5,
      }}
    >
      <h1>{found.length ? 'Some content needs fixing before the site can show it' : 'Nothing to fix'}</h1>
      {found.length ? (
        <>
          <p>
            Open each record in the <a href="/keystatic">editor</a>, correct the field named below and save; then go
            back to the page you were previewing. A file edited by hand can be corrected in any text editor.
          </p>
          <ul>
            {found.map((problem) => (
              <li key={`${problem.file} ${problem.field} ${problem.message}`} style={{ marginBlock: '1rem' }}>
                <strong>{problem.file}</strong>
                {problem.field ? <> — {problem.field}</> : null}
                <br />
                {problem.message}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>
          Every record passes its rules. Go back to the <a href="/">site</a> or the <a href="/keystatic">editor</a>.
        </p>
      )}
    </main>
  );
}
