import './forms.css';
import { useId } from 'react';
import { formatThousands, parseShillings } from '../../domain/money';

interface MoneyInputProps {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  hint?: string;
  error?: string | null;
  required?: boolean;
  id?: string;
  /** An error shown elsewhere that also describes this field (a list's one message under its rows). */
  describedBy?: string;
}

/**
 * A whole-shilling amount: shows thousands separators as you type and accepts digits only. The numeric
 * keypad (inputMode) is what a phone user expects for money.
 */
export function MoneyInput({
  label,
  value,
  onChange,
  hint,
  error,
  required,
  id,
  describedBy,
}: MoneyInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const descriptions =
    [hint ? hintId : null, error ? errorId : null, describedBy ?? null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className="field">
      <label htmlFor={inputId}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <div className="money-input">
        <span className="money-input__currency" aria-hidden="true">
          KSh
        </span>
        <input
          id={inputId}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={value === null ? '' : formatThousands(value)}
          onChange={(event) => onChange(parseShillings(event.target.value.replace(/[^\d,]/g, '')))}
          aria-invalid={error ? true : undefined}
          aria-describedby={descriptions}
          aria-required={required || undefined}
        />
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
