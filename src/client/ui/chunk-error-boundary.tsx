import { Component, type ReactNode } from 'react';
import { connectionMessages } from '../../domain/connection-messages';

interface State {
  /** Set once a child failed to load; only a reload clears it. */
  failed: boolean;
}

/**
 * Around a lazily loaded part of a page: a chunk that cannot be fetched (no signal, and not yet stored by
 * the service worker) says so with Try again, instead of taking the whole app down with it. Try again
 * reloads the page: browsers remember a failed module import for the page's life, so only a new page can
 * fetch it again; what the user had entered is on the device (the wizard saves at every step change).
 */
export class ChunkErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="form-warning" role="alert">
        <p>{connectionMessages.partNotLoaded}</p>
        <button type="button" className="button button--secondary" onClick={() => window.location.reload()}>
          {connectionMessages.tryAgain}
        </button>
      </div>
    );
  }
}
