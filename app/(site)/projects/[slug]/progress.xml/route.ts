import { progressFeedRoute } from '@/components/pages/progress-feed';

const route = progressFeedRoute('en');
/** Written once at build, for the project pages with progress updates only. */
export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const GET = route.GET;
