/** Every image slot is artwork or a photograph at this size (3:2), served through next/image. Safe in client code. */
export const IMAGE_WIDTH = 1600;
export const IMAGE_HEIGHT = 1067;
