import './forms.css';
import { useEffect, useId, useState } from 'react';
import { formatThousands, readShillings } from '../../domain/money';

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
 * A whole-shilling amount: shows thousands separators as you type; commas and spaces are accepted. What is
 * not whole shillings ('150000.50', '1.5m') stays as typed with the reason at the field and counts as no
 * amount: dropping the other characters once turned it into a different number. The
 * numeric keypad (inputMode) is what a phone user expects for money.
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
  // What was typed while it is not an amount; null while the field shows `value`.
  const [refused, setRefused] = useState<{ text: string; message: string } | null>(null);
  // An amount set from outside (a restored draft, a reset) replaces what was refused.
  useEffect(() => {
    if (value !== null) setRefused(null);
  }, [value]);
  const shownError = refused?.message ?? error;
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const descriptions =
    [hint ? hintId : null, shownError ? errorId : null, describedBy ?? null].filter(Boolean).join(' ') ||
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
          value={refused?.text ?? (value === null ? '' : formatThousands(value))}
          onChange={(event) => {
            const text = event.target.value;
            const reading = readShillings(text);
            setRefused(reading.ok ? null : { text, message: reading.message });
            onChange(reading.ok ? reading.amount : null);
          }}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={descriptions}
          aria-required={required || undefined}
        />
      </div>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {shownError && (
        <p id={errorId} className="field__error">
          {shownError}
        </p>
      )}
    </div>
  );
}
