import type { Ownership } from '../../../domain/cover-type';

const choices: { value: Ownership; label: string; detail: string }[] = [
  { value: 'owner', label: 'Yes, I own it', detail: 'Cover the building, and your belongings if you like.' },
  {
    value: 'tenant',
    label: "No, I'm a tenant",
    detail: 'Cover your household contents and portable gadgets.',
  },
];

export function OwnershipQuestion({
  value,
  onChange,
}: {
  value: Ownership | null;
  onChange: (value: Ownership) => void;
}) {
  return (
    <fieldset className="choice-group">
      <legend>Are you the owner of the building?</legend>
      {choices.map((choice) => (
        <label key={choice.value} className={`choice${value === choice.value ? ' is-selected' : ''}`}>
          <input
            type="radio"
            name="ownership"
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
          />
          <span className="choice__label">{choice.label}</span>
          <span className="choice__detail">{choice.detail}</span>
        </label>
      ))}
    </fieldset>
  );
}
