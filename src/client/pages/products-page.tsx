import { productsMessages as messages } from '../../domain/pages/products-messages';
import { shellMessages } from '../../domain/shell-messages';
import { PageHeading } from '../ui/page-heading';
import { ProductLineCard } from './products/product-line-card';
import { productLines } from './products/product-lines';
import './products/products.css';

export default function ProductsPage() {
  return (
    <div className="container page">
      <PageHeading title={shellMessages.ourProducts} description={messages.description}>
        <p className="lead">{messages.lead}</p>
      </PageHeading>
      <div className="product-lines">
        {productLines().map((line, index) => (
          <ProductLineCard key={line.href} line={line} eager={index === 0} />
        ))}
      </div>
    </div>
  );
}
