import { shellMessages } from '../../domain/shell-messages';
import { ContactLines } from './contact-lines';

export function TopBar() {
  return (
    // A landmark of its own, so screen-reader users can jump to the contacts and nothing sits outside one.
    <aside className="top-bar" aria-label={shellMessages.contactUs}>
      <div className="container top-bar__inner">
        <ContactLines className="contact-lines--inline" compactAddress />
      </div>
    </aside>
  );
}
