import type { ReactNode } from 'react';
import { Picture } from '../../ui/picture';
import { usePageMeta } from '../../ui/use-page-meta';
import './product-page.css';

interface ProductHeroProps {
  title: string;
  lead: string;
  /** The meta description for search results. */
  description: string;
  image: { src: string; alt: string; width: number; height: number };
  children?: ReactNode;
}

/**
 * The top of a product page: the h1, a lead, the actions or notice, and the page's picture. The picture is
 * the largest paint above the fold, so it is fetched first and never lazily.
 */
export function ProductHero({ title, lead, description, image, children }: ProductHeroProps) {
  usePageMeta(title, description);
  return (
    <header className="product-hero">
      <div className="container product-hero__inner">
        <div className="product-hero__text">
          <h1>{title}</h1>
          <p className="product-hero__lead">{lead}</p>
          {children}
        </div>
        <Picture
          className="product-hero__image"
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          // The column's width: the page's, less its padding, on a phone; about half of it from 48rem.
          sizes="(min-width: 48rem) min(46vw, 34rem), calc(100vw - 2rem)"
          fetchPriority="high"
          // Painted in the frame it arrives in, as the home page's hero is: the scripts start right after
          // the load event, and a largest paint that lands after them is counted with them.
          decoding="sync"
        />
      </div>
    </header>
  );
}
