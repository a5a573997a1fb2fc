export type ImageSlot = { src: string; subject: string; file: string };
export type PendingImage = ImageSlot & { why: string };
export type Pictures = Readonly<Record<string, string>>;
export type NamedPicture = { src: string; alt: unknown; file: string };
export type UntrueAlt = { file: string; src: string; lang: 'en' | 'ur'; alt: unknown; shows: string };

export function subjectOf(src: string, pictures?: Pictures): string;
export function namedPictures(root?: string): NamedPicture[];
export function imageSlots(root?: string, pictures?: Pictures): ImageSlot[];
export function pendingImages(root?: string, pictures?: Pictures): Promise<PendingImage[]>;
export function drawImages(root?: string, pictures?: Pictures): Promise<PendingImage[]>;
export function untrueAlts(root?: string, pictures?: Pictures): Promise<UntrueAlt[]>;
