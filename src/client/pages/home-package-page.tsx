import { PlaceholderPage } from './placeholder-page';

export default function HomePackagePage() {
  return (
    <PlaceholderPage
      title="Get a Home Insurance Quote"
      lead="Describe your home and belongings and compare priced covers in minutes."
    />
  );
}
