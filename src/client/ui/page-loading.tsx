import { uiMessages } from '../../domain/ui-messages';

export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="page-loading__spinner" aria-hidden="true" />
      <span className="visually-hidden">{uiMessages.loading}</span>
    </div>
  );
}
