// A picture nobody waits for: the partners' logos, the footer's street plan. Chromium lazily loads a picture
// from 2,500 px away on a slow line, so on a phone's first visit these came with the page's scripts and
// the first quote's (about 9 KB over slow 3G, mostly headers). Its address is set once the line is free
// (whenLineIsFree), and the browser's own lazy loading still waits for the reader to scroll near it. The
// prerendered page carries none, so nothing is fetched before the app runs; until then the box keeps its
// size and stays blank (styles/global.css).
import { type ImgHTMLAttributes, useEffect, useState } from 'react';
import { lineIsFree } from './when-line-is-free';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'loading'> & { src: string; alt: string };

export function UnhurriedImage({ src, alt, ...picture }: Props) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let mounted = true;
    void lineIsFree().then(() => mounted && setShown(true));
    return () => {
      mounted = false;
    };
  }, []);
  return <img {...picture} alt={alt} src={shown ? src : undefined} loading="lazy" decoding="async" />;
}
