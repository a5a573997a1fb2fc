import { projectRoute } from '@/components/pages/project-page';

const route = projectRoute('ur');
/** Only the project pages in content exist; any other slug is the Urdu 404. */
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
