import { pakistanRoute } from '@/components/pages/pakistan-page';

const route = pakistanRoute('en');
export const generateMetadata = route.generateMetadata;
export default route.Page;
