import { PlaceholderPage } from './placeholder-page';

export default function NotFoundPage() {
  return (
    <PlaceholderPage title="Page not found" lead="The page you asked for does not exist or has moved." />
  );
}
