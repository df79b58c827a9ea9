import { useLocation } from 'wouter';
import { paths } from '../../routing/paths';
import { resetWizard } from '../state/wizard-store';

/** Step 6, Application Complete! The full confirmation arrives with the payment work. */
export function ConfirmationStep() {
  const [, navigate] = useLocation();
  return (
    <div className="wizard-step">
      <p>Thank you. We have your application.</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => {
          resetWizard();
          navigate(paths.homePackage);
        }}
      >
        Start a New Quote
      </button>
    </div>
  );
}
