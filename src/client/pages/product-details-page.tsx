import { useParams } from 'wouter';
import { ProductDetails } from '../wizard/product-details/product-details';

export default function ProductDetailsPage() {
  const { productId = '' } = useParams<{ productId: string }>();
  return <ProductDetails productId={decodeURIComponent(productId)} />;
}
