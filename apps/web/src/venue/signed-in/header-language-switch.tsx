import { useState } from 'react';
import { venueCalls, type Language } from '@aula/shared';
import { LanguageSwitch } from '../frame/language-switch';
import { useVenueSession } from '../lib/session-context';
import { useChangeLanguage, useTexts } from '../lib/texts-context';
import { venueCall } from '../lib/venue-api';
import { rememberSessionLanguage } from '../lib/venue-session';
import { useVenueData } from './venue-data';

/**
 * EN and DE in the signed-in venue's header. The attendee's language is their profile's
 * (docs/rules/venue.md#the-venue), so a press saves it there, as the profile page does, and the
 * page follows once it is saved; a refusal is said beside the buttons and changes nothing.
 */
export function HeaderLanguageSwitch() {
  const { code } = useVenueSession();
  const { profile, setProfile } = useVenueData();
  const { t, lang } = useTexts();
  const changeLanguage = useChangeLanguage();
  const [failed, setFailed] = useState(false);

  const choose = async (next: Language) => {
    if (next === lang) return;
    setFailed(false);
    try {
      const answer = await venueCall(venueCalls.saveProfile, { body: { firstName: profile.firstName, lastName: profile.lastName, lang: next } });
      rememberSessionLanguage(code, answer.lang);
      await changeLanguage(answer.lang);
      setProfile(answer);
    } catch {
      setFailed(true);
    }
  };

  return (
    <>
      <LanguageSwitch onChange={(next) => void choose(next)} />
      <span role="status" className={failed ? 'header-notice' : 'visually-hidden'}>
        {failed ? t('frame.languageFailed') : ''}
      </span>
    </>
  );
}
