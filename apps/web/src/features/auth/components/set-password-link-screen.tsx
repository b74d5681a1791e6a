import { Group, Loader, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SetPasswordLinkPurpose } from '@aula/shared';
import { useParams } from '@/lib/page-router/page-router';
import { useCheckLinkToken } from '../api/check-link-token';
import { isInvalidTokenError } from '../lib/error-message';
import { AuthHeading } from './auth-heading';
import { SetPasswordForm } from './set-password-form';

type SetPasswordLinkScreenProps = {
  purpose: SetPasswordLinkPurpose;
  title: string;
  subtitle: string;
  submitLabel: string;
  /** Shown instead of the form when the link cannot be used: what happened and the next step. */
  invalidLink: ReactNode;
  onSubmit: (token: string, password: string) => Promise<void>;
};

/**
 * A page opened from an e-mailed set-password link (reset, invitation). It asks the server first
 * whether the link still works, so a used, expired or cut-off link never shows a form that cannot
 * succeed. Other failures of that check show the form: the submit checks the link again anyway.
 */
export function SetPasswordLinkScreen({ purpose, title, subtitle, submitLabel, invalidLink, onSubmit }: SetPasswordLinkScreenProps) {
  const { t } = useTranslation('auth');
  const { token = '' } = useParams();
  const check = useCheckLinkToken({ token, purpose });
  const [refusedOnSubmit, setRefusedOnSubmit] = useState(false);

  if (check.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>{t('linkCheck.checking')}</Text>
      </Group>
    );
  }

  const invalid = refusedOnSubmit || (check.isError && isInvalidTokenError(check.error));
  return (
    <Stack gap="lg">
      <AuthHeading title={title} subtitle={invalid ? undefined : subtitle} />
      {invalid ? (
        invalidLink
      ) : (
        <SetPasswordForm submitLabel={submitLabel} onInvalidToken={() => setRefusedOnSubmit(true)} onSubmit={(password) => onSubmit(token, password)} />
      )}
    </Stack>
  );
}
