import type { ImgHTMLAttributes } from 'react';
import { avifSourceSet } from './picture-sources';

type PictureProps = ImgHTMLAttributes<HTMLImageElement> & {
  src: string;
  alt: string;
  /** How wide the picture shows, for the browser's choice of copy (the `sizes` attribute). */
  sizes: string;
};

/** An <img> that a browser with AVIF fetches as the smaller copy (ui/picture-sources.ts) that fits. */
export function Picture({ src, sizes, alt, ...image }: PictureProps) {
  const avif = avifSourceSet(src);
  if (!avif) return <img src={src} alt={alt} {...image} />;
  return (
    <picture className="picture">
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      <img src={src} alt={alt} {...image} />
    </picture>
  );
}
