import { projectRoute } from '@/components/pages/project-page';

const route = projectRoute('en');
/** Only the project pages in content exist; any other slug is the site's 404. */
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
