// /verify/<code>: the check printed on every document (cover note, schedule, receipt) as a QR code and a
// short link. For a landlord or a bank officer with no account: it says whether the cover is valid today,
// and names no one. Its own chunk (app-routes.tsx), so the home page never loads it.
import { useEffect, useState } from 'react';
import { useParams } from 'wouter';
import type { Verification } from '../../domain/api/verification';
import { agency } from '../../domain/business';
import { verificationMessages } from '../../domain/documents/verification-messages';
import { ApiRequestError } from '../api/http';
import { fetchVerification } from '../api/verification-api';
import { PageHeading } from '../ui/page-heading';
import { VerificationResult } from './verify/verification-result';
import './verify/verify.css';

type CheckState =
  | { kind: 'loading' }
  | { kind: 'found'; verification: Verification }
  | { kind: 'refused'; message: string };

export default function VerifyPage() {
  const { code = '' } = useParams<{ code: string }>();
  const [state, setState] = useState<CheckState>({ kind: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ kind: 'loading' });
    fetchVerification(code).then(
      (verification) => current && setState({ kind: 'found', verification }),
      (error: unknown) => {
        // The server's sentence for an unknown code or a limit; ours for a lost connection.
        const message = error instanceof ApiRequestError ? error.message : verificationMessages.failed;
        if (current) setState({ kind: 'refused', message });
      },
    );
    return () => {
      current = false;
    };
  }, [code]);

  return (
    <div className="container page verify-page">
      <PageHeading title={verificationMessages.title}>
        <p className="lead">{verificationMessages.intro({ agency: agency.name })}</p>
      </PageHeading>
      {state.kind === 'loading' && <p role="status">{verificationMessages.loading}</p>}
      {state.kind === 'refused' && (
        <p className="verify-page__refusal" role="alert">
          {state.message}
        </p>
      )}
      {state.kind === 'found' && <VerificationResult verification={state.verification} />}
      <p className="verify-page__privacy">{verificationMessages.privacy}</p>
      <p className="verify-page__privacy">
        {verificationMessages.callUs({ phones: agency.phones.join(` ${verificationMessages.phonesOr} `) })}
      </p>
    </div>
  );
}
