import { useLocation } from 'wouter';
import { quotationMessages } from '../../../domain/quotation-messages';
import { wizardStepMessages } from '../../../domain/wizard-step-messages';
import { paths } from '../../routing/paths';
import { resetWizard } from '../state/wizard-store';

/** Point 2: a step the wizard does not know (a corrupted draft) offers a clean start. */
export function UnknownStep() {
  const [, navigate] = useLocation();
  return (
    <div className="wizard-step" role="alert">
      <h2>{quotationMessages.unknownStep}</h2>
      <button
        type="button"
        className="button button--primary"
        onClick={() => {
          resetWizard();
          navigate(paths.homePackage);
        }}
      >
        {wizardStepMessages.startNewQuote}
      </button>
    </div>
  );
}
