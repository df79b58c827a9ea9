import { PlaceholderPage } from './placeholder-page';

export default function TravelInsurancePage() {
  return (
    <PlaceholderPage
      title="Travel Insurance"
      lead="Medical, cancellation and baggage cover for trips abroad."
    />
  );
}
