// The two font packages the build's font step uses that ship no types: what scripts/subset-fonts.mjs calls of them.
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: string; variationAxes?: Record<string, unknown> },
  ): Promise<Buffer>;
}
declare module 'fontverter' {
  const fontverter: { convert(font: Buffer, format: string): Promise<Buffer> };
  export default fontverter;
}
