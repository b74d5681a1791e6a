import { useCallback, useState } from 'react';
import { registrationCalls, type ConfirmedRegistration } from '@aula/shared';
import { useNavigate, useParams } from '@/lib/page-router/page-router';
import { useTokenOnce } from '@/lib/use-token-once';
import { errorText } from '../lib/error-text';
import { paths } from '../lib/paths';
import { useVenueSession } from '../lib/session-context';
import { useTexts } from '../lib/texts-context';
import { venueCall } from '../lib/venue-api';
import { Alert } from '../ui/alert';
import { Loading } from '../ui/loading';

/**
 * The mailed confirmation link (docs/rules/attendees.md#registration): an accepted registration goes on to the
 * set-password page of its new account; one awaiting approval or a place says so.
 */
export function ConfirmRegistrationPage() {
  const { code } = useVenueSession();
  const { token = '' } = useParams();
  const { t } = useTexts();
  const navigate = useNavigate();
  const [answer, setAnswer] = useState<ConfirmedRegistration | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  // The token is spent by its first use: sent once, even where React runs the effect twice.
  const confirm = useCallback(
    ({ token: sent }: { token: string }) => {
      venueCall(registrationCalls.confirm, { params: { code }, body: { token: sent } }).then(
        (confirmed) => {
          if (confirmed.passwordToken) navigate(paths.invitation(code, confirmed.passwordToken), { replace: true });
          else setAnswer(confirmed);
        },
        (error: unknown) => setFailure(error),
      );
    },
    [code, navigate],
  );
  useTokenOnce(token, confirm);

  if (failure) {
    return (
      <div className="wrap narrow page">
        <h1>{t('linkFailed.title')}</h1>
        <Alert tone="error">{errorText(failure, t)}</Alert>
        <p>{t('confirmRegistration.failed')}</p>
      </div>
    );
  }
  if (!answer) return <Loading />;
  return (
    <div className="wrap narrow page">
      <h1>{t('confirmRegistration.title')}</h1>
      <Alert tone="info">{t(`confirmRegistration.${answer.outcome}`)}</Alert>
    </div>
  );
}
