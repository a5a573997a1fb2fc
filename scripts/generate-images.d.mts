export interface ImageSlot {
  src: string;
  subject: string;
  file: string;
}
export function imageSlots(root?: string): ImageSlot[];
export function pendingImages(root?: string): Promise<(ImageSlot & { why: string })[]>;
export function drawImages(root?: string): Promise<(ImageSlot & { why: string })[]>;
