import { deliveredProjectsRoute } from '@/components/pages/project-list-pages';

const route = deliveredProjectsRoute('ur');
export const generateMetadata = route.generateMetadata;
export default route.Page;
