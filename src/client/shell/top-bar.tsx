import { ContactLines } from './contact-lines';

export function TopBar() {
  return (
    <div className="top-bar">
      <div className="container top-bar__inner">
        <ContactLines className="contact-lines--inline" compactAddress />
      </div>
    </div>
  );
}
