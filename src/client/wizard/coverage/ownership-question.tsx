import { useEffect, useRef } from 'react';
import type { Ownership } from '../../../domain/cover-type';
import { coverageStepMessages } from '../../../domain/wizard/coverage-step-messages';

const choices: { value: Ownership; label: () => string; detail: () => string }[] = [
  {
    value: 'owner',
    label: () => coverageStepMessages.ownerLabel,
    detail: () => coverageStepMessages.ownerDetail,
  },
  {
    value: 'tenant',
    label: () => coverageStepMessages.tenantLabel,
    detail: () => coverageStepMessages.tenantDetail,
  },
];

export function OwnershipQuestion({
  value,
  onChange,
}: {
  value: Ownership | null;
  onChange: (value: Ownership) => void;
}) {
  const group = useRef<HTMLFieldSetElement>(null);
  // A choice tapped on the prerendered page before the app ran (a first visit on slow data): the browser
  // drew it, but hydration does not replay it, so the question behind it never came. Taken over once, as
  // the app first draws the question.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at the first draw
  useEffect(() => {
    if (value !== null) return;
    const early = group.current?.querySelector<HTMLInputElement>('input[name="ownership"]:checked');
    const choice = choices.find((candidate) => candidate.value === early?.value);
    if (choice) onChange(choice.value);
  }, []);
  return (
    <fieldset ref={group} className="choice-group">
      <legend>{coverageStepMessages.ownershipQuestion}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className={`choice${value === choice.value ? ' is-selected' : ''}`}>
          <input
            type="radio"
            name="ownership"
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
          />
          <span className="choice__label">{choice.label()}</span>
          <span className="choice__detail">{choice.detail()}</span>
        </label>
      ))}
    </fieldset>
  );
}
