import { PlaceholderPage } from './placeholder-page';

export default function ProductsPage() {
  return (
    <PlaceholderPage
      title="Our Products"
      lead="Motor, home, travel and personal accident covers from four partner insurers."
    />
  );
}
