import { pakistanRoute } from '@/components/pages/pakistan-page';

const route = pakistanRoute('ur');
export const generateMetadata = route.generateMetadata;
export default route.Page;
