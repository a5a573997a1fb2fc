export const UNDER_DEVELOPMENT = 'Under Development';
