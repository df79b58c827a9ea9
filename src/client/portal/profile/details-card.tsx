import { Pencil } from 'lucide-react';
import { profilePageMessages, profileScreenMessages } from '../../../domain/profile-page-messages';

interface DetailsCardProps {
  rows: { label: string; value: string | null }[];
  onEdit?: () => void;
  editLabel: string;
}

/** A section's fields as label/value pairs; point 2: an empty value reads 'Not provided'. */
export function DetailsCard({ rows, onEdit, editLabel }: DetailsCardProps) {
  return (
    <div className="profile-card">
      <dl className="profile-card__rows">
        {rows.map(({ label, value }) => (
          <div key={label} className="profile-card__row">
            <dt>{label}</dt>
            <dd className={value ? undefined : 'profile-card__empty'}>
              {value?.trim() ? value : profilePageMessages.notProvided}
            </dd>
          </div>
        ))}
      </dl>
      {onEdit && (
        <div className="profile-card__actions">
          <button type="button" className="button button--primary" onClick={onEdit} aria-label={editLabel}>
            <Pencil aria-hidden="true" size={18} />
            {profileScreenMessages.edit}
          </button>
        </div>
      )}
    </div>
  );
}
