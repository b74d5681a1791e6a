import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { formatShownDateTimeInZone } from '@aula/shared';
import { errorText } from '../lib/error-text';
import { useTexts } from '../lib/texts-context';
import { useVenueEventZone } from '../signed-in/venue-data';
import { Alert } from '../ui/alert';
import { BoothLeadForm } from './booth-lead-form';
import { useBoothLead } from './use-booth-lead';

type Step = 'idle' | 'form' | 'withdraw';

/**
 * "Leave my contact" at a booth (docs/rules/venue.md#booth-leads): the form says exactly what the
 * sponsor receives and asks for consent; a contact left can be updated (consenting again) or
 * withdrawn. Escape closes the open step and gives the focus back to the button that opened it.
 */
export function BoothLead({ roomId, sponsor }: { roomId: number; sponsor: string }) {
  const { t, lang } = useTexts();
  const zone = useVenueEventZone();
  const { lead, save, withdraw } = useBoothLead(roomId);
  const [step, setStep] = useState<Step>('idle');
  const [focusBack, setFocusBack] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (step !== 'idle') stepHeading.current?.focus();
    else if (focusBack) opener.current?.focus();
  }, [step, focusBack]);

  const open = (next: Step) => {
    setFailure(null);
    setFocusBack(false);
    setStep(next);
  };
  const close = () => {
    setFocusBack(true);
    setStep('idle');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && step !== 'idle') close();
  };
  const confirmWithdraw = async () => {
    try {
      await withdraw();
      close();
    } catch (error) {
      setFailure(error);
    }
  };

  if (lead === undefined) return null;
  return (
    <section className="booth-lead" aria-labelledby="booth-lead-title" onKeyDown={onKeyDown}>
      <h3 id="booth-lead-title">{t('booth.lead.title')}</h3>
      {lead ? (
        <p role="status">{t('booth.lead.left', { when: zone ? formatShownDateTimeInZone(lead.consentedMs, zone, lang) : '' })}</p>
      ) : (
        <p>{t('booth.lead.intro', { sponsor })}</p>
      )}
      {step === 'idle' && (
        <p className="actions">
          <button ref={opener} type="button" className="button" onClick={() => open('form')}>
            {lead ? t('booth.lead.update') : t('booth.lead.leave')}
          </button>
          {lead && (
            <button type="button" className="button secondary" onClick={() => open('withdraw')}>
              {t('booth.lead.withdraw')}
            </button>
          )}
        </p>
      )}
      {step === 'form' && (
        <BoothLeadForm
          sponsor={sponsor}
          message={lead?.message ?? ''}
          updating={lead !== null}
          heading={stepHeading}
          onSave={async (body) => {
            await save(body);
            close();
          }}
          onCancel={close}
        />
      )}
      {step === 'withdraw' && (
        <div className="card booth-lead-step" role="group" aria-labelledby="booth-lead-withdraw-title">
          <h4 id="booth-lead-withdraw-title" ref={stepHeading} tabIndex={-1}>
            {t('booth.lead.withdrawTitle', { sponsor })}
          </h4>
          <p>{t('booth.lead.withdrawText', { sponsor })}</p>
          {failure !== null && <Alert tone="error">{errorText(failure, t)}</Alert>}
          <p className="actions">
            <button type="button" className="button danger" onClick={() => void confirmWithdraw()}>
              {t('booth.lead.withdrawConfirm')}
            </button>
            <button type="button" className="button link" onClick={close}>
              {t('booth.lead.cancel')}
            </button>
          </p>
        </div>
      )}
    </section>
  );
}
