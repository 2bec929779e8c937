/** The parts of the font packages (which ship no types) that the build and its tests use. */
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer | Uint8Array,
    text: string,
    options?: { targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt' },
  ): Promise<Buffer>;
}

declare module 'fontverter' {
  const fontverter: {
    convert(font: Buffer | Uint8Array, toFormat: 'woff2' | 'woff' | 'truetype' | 'sfnt'): Promise<Buffer>;
  };
  export default fontverter;
}
