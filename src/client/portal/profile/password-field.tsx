import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { TextField } from '../../ui/text-field';

interface PasswordFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: string;
  autoComplete: 'current-password' | 'new-password';
  required?: boolean;
}

/** A password input with its show/hide toggle (point 2), the toggle named for what it does. */
export function PasswordField({ label, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="password-field">
      <TextField label={label} type={visible ? 'text' : 'password'} spellCheck={false} {...props} />
      <button
        type="button"
        className="icon-button password-field__toggle"
        aria-label={`${visible ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
        aria-pressed={visible}
        onClick={() => setVisible(!visible)}
      >
        {visible ? <EyeOff aria-hidden="true" size={20} /> : <Eye aria-hidden="true" size={20} />}
      </button>
    </div>
  );
}
