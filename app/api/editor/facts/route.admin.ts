import { BUILD_YEAR } from '@/lib/build-date';
import { readFacts } from '@/lib/content/facts';

/** The figures every file holds, for the editor's fields to refuse in any other file's text (lib/keystatic/facts.ts). */
export async function GET() {
  return Response.json({ facts: await readFacts(), year: BUILD_YEAR });
}
