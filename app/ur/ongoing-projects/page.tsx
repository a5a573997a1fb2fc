import { ongoingProjectsRoute } from '@/components/pages/project-list-pages';

const route = ongoingProjectsRoute('ur');
export const generateMetadata = route.generateMetadata;
export default route.Page;
