import { makeRouteHandler } from '@keystatic/next/route-handler';
import config from '@/keystatic.config';
import { ContentError, formatProblem, loadContent } from '@/lib/content/reader';

const handler = makeRouteHandler({ config });

export const { GET } = handler;

/** After every save, the rules that span records run too, and what they find is said in the terminal. */
export async function POST(request: Request) {
  const response = await handler.POST(request);
  if (response.ok && new URL(request.url).pathname.endsWith('/update')) {
    try {
      await loadContent();
      process.stdout.write('Content: every record passes its rules.\n');
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      process.stderr.write(
        `Content to fix (the preview shows it too):\n${error.problems.map(formatProblem).join('\n')}\n`,
      );
    }
  }
  return response;
}
