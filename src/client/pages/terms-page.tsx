import { PlaceholderPage } from './placeholder-page';

export default function TermsPage() {
  return (
    <PlaceholderPage
      title="Terms & Conditions"
      lead="The terms on which we introduce you to our partner insurers."
    />
  );
}
