import { PlaceholderPage } from './placeholder-page';

export default function HomeInsurancePage() {
  return (
    <PlaceholderPage
      title="Home Insurance"
      lead="Cover for renters and homeowners: fire, burglary, floods and more."
    />
  );
}
