import { profilePageMessages } from '../../../domain/profile-page-messages';

/** Point 2: while loading, or with no user. */
export function ProfileLoading() {
  return (
    <div className="profile-loading" role="status">
      <span className="page-loading__spinner" aria-hidden="true" />
      <h1 className="profile-loading__title">{profilePageMessages.loadingTitle}</h1>
      <p>{profilePageMessages.loadingLead}</p>
    </div>
  );
}
