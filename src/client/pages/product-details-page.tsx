import { PlaceholderPage } from './placeholder-page';

export default function ProductDetailsPage() {
  return (
    <PlaceholderPage
      title="Product details"
      lead="Coverage, benefits and the annual premium of a home cover."
    />
  );
}
