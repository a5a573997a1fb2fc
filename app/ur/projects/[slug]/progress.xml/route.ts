import { progressFeedRoute } from '@/components/pages/progress-feed';

const route = progressFeedRoute('ur');
/** Written once at build, for the project pages with progress updates only, in Urdu. */
export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const GET = route.GET;
