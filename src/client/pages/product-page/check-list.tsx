import { CircleCheck } from 'lucide-react';

/** A list of short statements, each ticked: what a cover pays for, why choose it. */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className="check-list">
      {items.map((item) => (
        <li key={item}>
          <CircleCheck aria-hidden="true" size={20} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
