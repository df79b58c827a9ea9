import { placeholderMessages } from '../../domain/pages/placeholder-messages';
import { PlaceholderPage } from './placeholder-page';

export default function NotFoundPage() {
  return (
    <PlaceholderPage title={placeholderMessages.notFoundTitle} lead={placeholderMessages.notFoundLead} />
  );
}
