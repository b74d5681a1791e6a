import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MailRecipientStatus, MailSendStatus } from '@aula/shared';

const SEND_COLORS: Record<MailSendStatus, string> = { scheduled: 'blue', queued: 'gray', sending: 'yellow', done: 'green', cancelled: 'gray' };
const RECIPIENT_COLORS: Record<MailRecipientStatus, string> = { queued: 'gray', sending: 'yellow', sent: 'green', failed: 'red', bounced: 'orange' };

export function SendStatusBadge({ status }: { status: MailSendStatus }) {
  const { t } = useTranslation('mail-sends');
  return <Badge color={SEND_COLORS[status]}>{t(`status.${status}`)}</Badge>;
}

export function RecipientStatusBadge({ status }: { status: MailRecipientStatus }) {
  const { t } = useTranslation('mail-sends');
  return <Badge color={RECIPIENT_COLORS[status]}>{t(`recipientStatus.${status}`)}</Badge>;
}
