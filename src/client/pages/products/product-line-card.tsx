import { ArrowRight, CircleCheck, Star } from 'lucide-react';
import { Link } from 'wouter';
import { productsMessages as messages } from '../../../domain/pages/products-messages';
import { Picture } from '../../ui/picture';
import type { ProductLine } from './product-lines';

function BulletList({ icon: Icon, items }: { icon: typeof Star; items: readonly string[] }) {
  return (
    <ul className="product-line__list">
      {items.map((item) => (
        <li key={item}>
          <Icon aria-hidden="true" size={18} />
          {item}
        </li>
      ))}
    </ul>
  );
}

/** A card of /products: picture, features, benefits and Learn More (point 2). */
export function ProductLineCard({ line, eager }: { line: ProductLine; eager: boolean }) {
  const headingId = `product-line-${line.href.split('/').pop()}`;
  return (
    <article className="product-line" aria-labelledby={headingId}>
      <div className="product-line__picture">
        <Picture
          src={line.image.src}
          alt={line.image.alt}
          width={line.image.width}
          height={line.image.height}
          // One column of cards on a phone, two from 48rem, in a page at most 72rem wide.
          sizes="(min-width: 48rem) min(48vw, 35rem), calc(100vw - 2rem)"
          // Only the first card shows above the fold on a phone.
          loading={eager ? 'eager' : 'lazy'}
        />
        {line.comingSoon && <span className="product-line__badge">{messages.comingSoon}</span>}
      </div>
      <div className="product-line__body">
        <h2 id={headingId}>{line.title}</h2>
        <p className="product-line__text">{line.text}</p>
        <div className="product-line__columns">
          <div>
            <h3>{messages.features}</h3>
            <BulletList icon={CircleCheck} items={line.features} />
          </div>
          <div>
            <h3>{messages.benefits}</h3>
            <BulletList icon={Star} items={line.benefits} />
          </div>
        </div>
        <Link href={line.href} className="button button--primary product-line__more">
          {messages.learnMore}
          <span className="visually-hidden">
            {' '}
            {messages.about} {line.title}
          </span>
          <ArrowRight aria-hidden="true" size={18} />
        </Link>
      </div>
    </article>
  );
}
