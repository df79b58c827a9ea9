import { PageHeading } from '../ui/page-heading';
import { ProductLineCard } from './products/product-line-card';
import { productLines } from './products/product-lines';
import './products/products.css';

export default function ProductsPage() {
  return (
    <div className="container page">
      <PageHeading
        title="Our Products"
        description="Motor, home, travel and personal accident covers from four licensed Kenyan insurers: compare features and benefits, then buy online or by USSD."
      >
        <p className="lead">Motor, home, travel and personal accident covers from four partner insurers.</p>
      </PageHeading>
      <div className="product-lines">
        {productLines.map((line, index) => (
          <ProductLineCard key={line.href} line={line} eager={index === 0} />
        ))}
      </div>
    </div>
  );
}
