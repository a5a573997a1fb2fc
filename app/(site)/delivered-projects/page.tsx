import { deliveredProjectsRoute } from '@/components/pages/project-list-pages';

const route = deliveredProjectsRoute('en');
export const generateMetadata = route.generateMetadata;
export default route.Page;
