// The smaller copies of a raster drawing. The spec names JPEG paths (/images/house.jpg); beside each,
// scripts/draw-images.ts writes AVIF copies at two widths, which a phone downloads instead: about a third of
// the JPEG's bytes, and the product pages' largest paint. A browser without AVIF keeps the JPEG.

/** The widths of the AVIF copies: a phone's column at 1.75× and 2.5× pixel density, roughly. */
export const pictureWidths = [640, 960] as const;

/** Where the AVIF copy of `jpeg` at `width` lives: /images/house.jpg → /images/house-640.avif. */
export function avifCopyPath(jpeg: string, width: number): string {
  return jpeg.replace(/\.jpg$/, `-${width}.avif`);
}

/** The `srcset` of a JPEG's AVIF copies, or null for a picture that has none (SVG, PNG). */
export function avifSourceSet(src: string): string | null {
  if (!src.endsWith('.jpg')) return null;
  return pictureWidths.map((width) => `${avifCopyPath(src, width)} ${width}w`).join(', ');
}
