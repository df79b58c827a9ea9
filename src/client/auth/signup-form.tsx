import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { accountMessages } from '../../domain/account-messages';
import type { SignupRequest } from '../../domain/api/users';
import { signupMessages, signupScreenMessages as texts } from '../../domain/signup-messages';
import { failureMessage } from '../api/failure-message';
import { signUp } from '../api/users-api';
import { paths } from '../routing/paths';
import { signIn } from '../state/session';
import { TextField } from '../ui/text-field';
import { showToast } from '../ui/toast';
import { whenUserStarts } from '../ui/when-user-starts';
import './auth-forms.css';
import { PasswordField } from '../ui/password-field';
import { fieldErrors } from './field-errors';
import { PhoneCodeStep } from './phone-code-step';
import { useFocusFirstInvalid } from './use-focus-first-invalid';

const emptyForm = {
  name: '',
  id_number: '',
  msisdn: '',
  email: '',
  account_type: '',
  password: '',
  confirm_password: '',
  accept_terms: false,
};
type SignupForm = typeof emptyForm;

// Point 5's rules are the contract's schema, which the server applies too. It comes with zod (about 40 KB
// gz, and its schemas to build), so it loads at the visitor's first tap or key, not with the page: /signup
// paints and answers taps without it.
const loadSignupSchema = () => import('../../domain/api/users').then((module) => module.SignupRequestSchema);
type SignupSchema = Awaited<ReturnType<typeof loadSignupSchema>>;

/** Point 5's rules, from the one schema the server applies too; each field's first message. */
function validate(
  schema: SignupSchema,
  form: SignupForm,
): { body: SignupRequest } | { errors: Record<string, string> } {
  const parsed = schema.safeParse({
    ...form,
    // Point 7: is_owner is the value 'is_owner' for an owner, otherwise empty.
    is_owner: form.account_type === 'owner' ? 'is_owner' : '',
    accept_terms: form.accept_terms || undefined,
  });
  if (parsed.success) return { body: parsed.data };
  const errors = fieldErrors(parsed.error);
  // The schema compares the passwords only once every field is valid; the form says it at once.
  if (!errors.confirm_password && form.confirm_password && form.password !== form.confirm_password) {
    errors.confirm_password = signupMessages.passwordsMustMatch;
  }
  return { errors };
}

/** Point 2, /signup: every field of point 7's payload with point 5's rules, plus consent to the terms. */
export function SignupForm() {
  const [, navigate] = useLocation();
  const [form, setForm] = useState(emptyForm);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  /** Set once the server sent a code to the phone: the body to re-post with it, and the words to show. */
  const [awaitingCode, setAwaitingCode] = useState<{ body: SignupRequest; sent: string } | null>(null);
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errors);
  useEffect(() => whenUserStarts(() => void loadSignupSchema().catch(() => undefined)), []);

  const set =
    <K extends keyof SignupForm>(field: K) =>
    (value: SignupForm[K]) =>
      setForm((current) => ({ ...current, [field]: value }));

  /** The first post sends a code (nothing is made until it is entered); the one with the code signs in. */
  const finish = async (body: SignupRequest, otp: number) => {
    const outcome = await signUp({ ...body, otp });
    if (outcome.kind !== 'signed-up') throw new Error(accountMessages.signupFailed);
    const { token, user } = outcome.data;
    signIn({ token, user, msisdn: user.msisdn });
    void showToast(
      'success',
      signupMessages.accountCreated({ firstName: user.name.trim().split(/\s+/)[0] ?? '' }),
    );
    // Point 2 says /product/homepackage, which is no route: docs/decisions.
    navigate(paths.homePackage, { replace: true });
  };

  const sendCode = async (body: SignupRequest): Promise<string> => {
    const outcome = await signUp(body);
    if (outcome.kind !== 'code-sent') throw new Error(accountMessages.signupFailed);
    return outcome.message;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    let schema: SignupSchema;
    try {
      schema = await loadSignupSchema();
    } catch {
      // Its chunk could not be fetched (no signal, nothing cached): nor could the account be made.
      setFailure(accountMessages.signupFailed);
      return;
    }
    const checked = validate(schema, form);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      setAwaitingCode({ body: checked.body, sent: await sendCode(checked.body) });
    } catch (error) {
      const { signupFailed } = accountMessages;
      setFailure(failureMessage(error, { answered: signupFailed, thrown: signupFailed }));
    }
    setBusy(false);
  };

  if (awaitingCode) {
    return (
      <PhoneCodeStep
        phone={form.msisdn.trim()}
        sentMessage={awaitingCode.sent}
        onCode={(code) => finish(awaitingCode.body, Number(code))}
        onResend={() => sendCode(awaitingCode.body)}
      />
    );
  }

  const accountTypeErrorId = `${id}-account-type-error`;
  const termsErrorId = `${id}-terms-error`;
  return (
    <form ref={formRef} className="auth-form" onSubmit={submit} noValidate>
      <TextField
        label={texts.fullName}
        autoComplete="name"
        value={form.name}
        onChange={set('name')}
        error={errors.name}
        required
      />
      <TextField
        label={texts.idNumber}
        inputMode="numeric"
        value={form.id_number}
        onChange={set('id_number')}
        error={errors.id_number}
        required
      />
      <TextField
        label={texts.phoneNumber}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="071234XXX"
        value={form.msisdn}
        onChange={set('msisdn')}
        error={errors.msisdn}
        required
      />
      <TextField
        label={texts.email}
        type="email"
        autoComplete="email"
        value={form.email}
        onChange={set('email')}
        error={errors.email}
        required
      />
      <div className="field">
        <label htmlFor={`${id}-account-type`}>
          {texts.accountType}
          <span aria-hidden="true"> *</span>
        </label>
        <select
          id={`${id}-account-type`}
          value={form.account_type}
          onChange={(event) => set('account_type')(event.target.value)}
          aria-invalid={errors.account_type ? true : undefined}
          aria-describedby={errors.account_type ? accountTypeErrorId : undefined}
          aria-required
        >
          <option value="">{texts.choose}</option>
          <option value="tenant">{texts.tenant}</option>
          <option value="owner">{texts.owner}</option>
        </select>
        {errors.account_type && (
          <p id={accountTypeErrorId} className="field__error">
            {errors.account_type}
          </p>
        )}
      </div>
      <PasswordField
        label={texts.password}
        value={form.password}
        onChange={set('password')}
        error={errors.password}
        autoComplete="new-password"
        required
      />
      <PasswordField
        label={texts.confirmPassword}
        value={form.confirm_password}
        onChange={set('confirm_password')}
        error={errors.confirm_password}
        autoComplete="new-password"
        required
      />
      <div className="consent">
        <input
          id={`${id}-terms`}
          type="checkbox"
          checked={form.accept_terms}
          onChange={(event) => set('accept_terms')(event.target.checked)}
          aria-invalid={errors.accept_terms ? true : undefined}
          aria-describedby={errors.accept_terms ? termsErrorId : undefined}
          required
        />
        <label htmlFor={`${id}-terms`}>
          {texts.iAccept} <Link href={paths.terms}>{texts.terms}</Link> {texts.and}{' '}
          <Link href={`${paths.terms}#privacy`}>{texts.privacyNotice}</Link>.
        </label>
        {errors.accept_terms && (
          <p id={termsErrorId} className="field__error">
            {errors.accept_terms}
          </p>
        )}
      </div>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="button button--primary button--block" disabled={busy} aria-busy={busy}>
        {busy ? texts.sendingCode : texts.createAccount}
      </button>
    </form>
  );
}
