export type ImageSlot = { src: string; subject: string; file: string };
export type PendingImage = ImageSlot & { why: string };
export type Pictures = Readonly<Record<string, string>>;

export function subjectOf(src: string, pictures?: Pictures): string;
export function imageSlots(root?: string, pictures?: Pictures): ImageSlot[];
export function pendingImages(root?: string, pictures?: Pictures): Promise<PendingImage[]>;
export function drawImages(root?: string, pictures?: Pictures): Promise<PendingImage[]>;
