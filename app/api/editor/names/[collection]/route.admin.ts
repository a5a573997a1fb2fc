import { createReader } from '@keystatic/core/reader';
import config from '@/keystatic.config';

type Params = { params: Promise<{ collection: string }> };

/** The records of a collection by name, for the editor's choice of another record (lib/keystatic/inputs.tsx). */
export async function GET(_request: Request, { params }: Params) {
  const { collection } = await params;
  if (!Object.hasOwn(config.collections, collection)) return Response.json([], { status: 404 });
  const reader = createReader(process.cwd(), config).collections[collection as keyof typeof config.collections] as {
    all(): Promise<{ slug: string; entry: { name?: unknown } }[]>;
  };
  const records = await reader.all().catch(() => []);
  return Response.json(
    records.map(({ slug, entry }) => ({
      slug,
      name: typeof entry.name === 'string' && entry.name ? entry.name : slug,
    })),
  );
}
