import './forms.css';
import { Eye, EyeOff } from 'lucide-react';
import { useId, useState } from 'react';
import { uiMessages } from '../../domain/ui-messages';

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  id?: string;
  hint?: string;
  error?: string | null;
  required?: boolean;
}

/**
 * A labelled password input with its show/hide toggle (point 2), hint and error tied to it. The toggle
 * keeps one name and says whether it is on with aria-pressed, as a toggle button should.
 */
export function PasswordField({
  label,
  value,
  onChange,
  autoComplete,
  id,
  hint,
  error,
  required,
}: PasswordFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const [shown, setShown] = useState(false);
  return (
    <div className="field">
      <label htmlFor={inputId}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <div className="password-field">
        <input
          id={inputId}
          type={shown ? 'text' : 'password'}
          value={value}
          spellCheck={false}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
        />
        <button
          type="button"
          className="password-field__toggle"
          aria-label={`${uiMessages.show} ${label.toLowerCase()}`}
          aria-pressed={shown}
          aria-controls={inputId}
          onClick={() => setShown((was) => !was)}
        >
          {shown ? <EyeOff aria-hidden="true" size={20} /> : <Eye aria-hidden="true" size={20} />}
        </button>
      </div>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
