import { ErrorCode } from '@crm/contracts/error-codes';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api/api-error.ts';
import { call } from '../../lib/api/call.ts';

/**
 * `/unsubscribe?token=…`: where the link in every marketing e-mail lands, signed out, outside the
 * main layout like `/set-password`. The unsubscribe is recorded when the client presses the button
 * (a POST), not on opening the page: mail scanners that open links do not unsubscribe anyone.
 */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const done = useMutation({
    mutationFn: () => call('unsubscribeMarketing', { body: { token }, withBrand: false }),
  });
  useEffect(() => {
    document.title = 'Unsubscribe';
  }, []);
  const invalid =
    token.length < 10 || (done.error instanceof ApiError && done.error.code === ErrorCode.unsubscribeLinkInvalid);
  return (
    <main className="login">
      <section className="login-card" aria-labelledby="unsubscribe-title">
        <h1 id="unsubscribe-title">Unsubscribe</h1>
        {done.isSuccess ? (
          <p role="status">
            You are unsubscribed: {done.data.brand_name} sends you no more marketing e-mails. Messages about your
            account still reach you.
          </p>
        ) : invalid ? (
          <p role="alert" className="form-error">
            This unsubscribe link is not valid. Open the link from the e-mail again, whole.
          </p>
        ) : (
          <>
            <p>Stop receiving marketing e-mails, such as the daily market analysis?</p>
            {done.isError && (
              <p role="alert" className="form-error">
                The server could not be reached. Try again.
              </p>
            )}
            <button type="button" className="button primary" disabled={done.isPending} onClick={() => done.mutate()}>
              Unsubscribe
            </button>
          </>
        )}
      </section>
    </main>
  );
}
