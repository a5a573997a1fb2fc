import { getUi } from '@/lib/content/site';

export async function SkipLink() {
  const { skipToContent } = await getUi();
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[100] focus:rounded-full focus:bg-brass-400 focus:px-5 focus:py-3 focus:font-semibold focus:text-cedar-950"
    >
      {skipToContent}
    </a>
  );
}
