import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { otpMessages } from '../../domain/otp-messages';
import { signInScreenMessages as texts } from '../../domain/sign-in-screen-messages';
import { type OtpNavigationState, portalNextOf } from '../auth/code-login-form';
import { OtpForm } from '../auth/otp-form';
import { paths } from '../routing/paths';
import { PageHeading } from '../ui/page-heading';
import { showToast } from '../ui/toast';
import '../ui/forms.css';

/** Long enough to read the reason before /login replaces the page. */
export const noPhoneRedirectMs = 3000;

function phoneFrom(state: unknown): OtpNavigationState | null {
  const candidate = state as Partial<OtpNavigationState> | null;
  return typeof candidate?.phone === 'string' && candidate.phone !== ''
    ? { phone: candidate.phone, sentMessage: candidate.sentMessage, next: portalNextOf(candidate) }
    : null;
}

/** Point 2, /otp: reached from /login's Send OTP, which carries the phone in navigation state. */
export default function OtpPage() {
  const carried = phoneFrom(useHistoryState());
  return (
    <div className="container page">
      <PageHeading title={texts.enterOtp}>
        <p className="lead">{texts.otpLead}</p>
      </PageHeading>
      {carried ? (
        <OtpForm phone={carried.phone} sentMessage={carried.sentMessage} next={carried.next} />
      ) : (
        <NoPhone />
      )}
    </div>
  );
}

/** Without the phone there is nothing to verify against: say so, then go to /login. */
function NoPhone() {
  const [, navigate] = useLocation();
  useEffect(() => {
    const timer = setTimeout(() => {
      void showToast('error', otpMessages.phoneNotProvided);
      navigate(paths.login, { replace: true });
    }, noPhoneRedirectMs);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <p className="form-error" role="alert">
      {otpMessages.phoneNotProvided}
    </p>
  );
}
