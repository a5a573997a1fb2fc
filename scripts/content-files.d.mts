export function readContentFiles(root: string): { file: string; data: unknown }[];
