import { type ClipboardEvent, type KeyboardEvent, useRef } from 'react';
import { signInScreenMessages } from '../../domain/sign-in-screen-messages';
import './auth-forms.css';

export const otpLength = 4;

interface OtpBoxesProps {
  digits: readonly string[];
  onChange: (digits: string[]) => void;
  disabled?: boolean;
  /** The id of the message that explains the boxes' error, if any. */
  errorId?: string;
}

/**
 * Point 2's four single-digit boxes. Focus starts on the first and moves on after a digit; Backspace on an
 * empty box moves back. A code pasted, or filled in by the phone from the SMS (one-time-code on the first
 * box: the browser puts the whole code there), is spread over all four.
 */
export function OtpBoxes({ digits, onChange, disabled, errorId }: OtpBoxesProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => boxes.current[Math.min(Math.max(index, 0), otpLength - 1)]?.focus();

  /** Writes `typed` from box `from` on, and focuses the box after the last one written. */
  const fill = (from: number, typed: string) => {
    const next = [...digits];
    const written = typed.slice(0, otpLength - from);
    for (const [offset, digit] of [...written].entries()) next[from + offset] = digit;
    onChange(next);
    focusBox(from + written.length);
  };

  const change = (index: number, value: string) => {
    const typed = value.replace(/\D/g, '');
    const previous = digits[index] ?? '';
    if (typed === '') {
      if (value === '') onChange(digits.map((digit, at) => (at === index ? '' : digit)));
      return;
    }
    // A digit typed into a filled box arrives next to the old one: keep the new one.
    if (previous && typed.length === 2) {
      fill(index, typed[0] === previous ? typed.slice(1) : typed.slice(0, 1));
      return;
    }
    // A whole code (autofill) goes from the first box; anything else from this one.
    fill(typed.length === otpLength ? 0 : index, typed);
  };

  const keyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      focusBox(index + 1);
    }
  };

  const paste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '');
    event.preventDefault();
    if (pasted) fill(pasted.length === otpLength ? 0 : index, pasted);
  };

  return (
    <div className="otp-boxes">
      {Array.from({ length: otpLength }, (_, index) => (
        <input
          // The boxes never move or change in number: the position is the identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className="otp-boxes__box"
          aria-label={signInScreenMessages.digitOf({ digit: index + 1, of: otpLength })}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          // biome-ignore lint/a11y/noAutofocus: point 2, focus starts on the first box
          autoFocus={index === 0}
          disabled={disabled}
          value={digits[index] ?? ''}
          onChange={(event) => change(index, event.target.value)}
          onKeyDown={(event) => keyDown(index, event)}
          onPaste={(event) => paste(index, event)}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  );
}
