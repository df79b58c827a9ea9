import { PlaceholderPage } from './placeholder-page';

export default function MotorInsurancePage() {
  return (
    <PlaceholderPage
      title="Motor Insurance"
      lead="Third Party Only, Third Party Fire & Theft and Comprehensive covers."
    />
  );
}
