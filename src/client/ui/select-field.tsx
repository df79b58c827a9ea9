import './forms.css';
import { useId } from 'react';
import { uiMessages } from '../../domain/ui-messages';

interface SelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly string[];
  placeholder?: string;
  /** An option's words when they are not its value (a value kept in English, shown in the page's language). */
  labelOf?: (option: string) => string;
}

export function SelectField({
  label,
  value,
  onChange,
  options,
  placeholder = uiMessages.choose,
  labelOf = (option) => option,
}: SelectFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {labelOf(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
