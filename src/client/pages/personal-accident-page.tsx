import { PlaceholderPage } from './placeholder-page';

export default function PersonalAccidentPage() {
  return (
    <PlaceholderPage title="Personal Accident Cover" lead="Income and medical support after an accident." />
  );
}
