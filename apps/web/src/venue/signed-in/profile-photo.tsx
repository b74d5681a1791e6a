import { useId, useState, type ChangeEvent } from 'react';
import { IMAGE_ACCEPT, INVALID_FILE_FORMAT, precheckImageFile, venueCalls } from '@aula/shared';
import { errorText } from '../lib/error-text';
import { useTexts } from '../lib/texts-context';
import { squarePhoto } from '../lib/square-photo';
import { venueCall } from '../lib/venue-api';
import { Alert } from '../ui/alert';
import { Avatar } from './avatar';
import { useVenueData } from './venue-data';

/**
 * The attendee's photo: shown, replaced from a file, or removed. A PNG or JPEG that is not square,
 * or larger than needed, is cut to its centre square here first; the photo rules (docs/rules/uploads.md#photos) are checked on
 * what is sent, and again by the server.
 */
export function ProfilePhoto() {
  const { profile, setProfile } = useVenueData();
  const { t } = useTexts();
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (file: File | null) => {
    setProblem(null);
    setBusy(true);
    const body = new FormData();
    if (file) body.append('file', file);
    try {
      const { photoUrl } = await venueCall(venueCalls.photo, { body });
      setProfile({ ...profile, photoUrl });
    } catch (error) {
      setProblem(errorText(error, t));
    } finally {
      setBusy(false);
    }
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    if (precheckImageFile(file) === INVALID_FILE_FORMAT) {
      setProblem(t(INVALID_FILE_FORMAT));
      return;
    }
    const photo = await squarePhoto(file);
    const refused = precheckImageFile(photo);
    if (refused) setProblem(t(refused));
    else void send(photo);
  };

  return (
    <section className="photo" aria-labelledby="profile-photo">
      <h2 id="profile-photo">{t('profile.photo')}</h2>
      <div className="photo-row">
        <Avatar profile={profile} size={96} />
        <div>
          {/* The input keeps the focus; the label after it shows it (venue.css). */}
          <input id={inputId} className="visually-hidden file-input" type="file" accept={IMAGE_ACCEPT} disabled={busy} onChange={(event) => void choose(event)} aria-describedby={`${inputId}-hint`} />
          <label className="button secondary" htmlFor={inputId}>
            {t(profile.photoUrl ? 'profile.changePhoto' : 'profile.addPhoto')}
          </label>
          {profile.photoUrl && (
            <button type="button" className="button link" disabled={busy} onClick={() => void send(null)}>
              {t('profile.removePhoto')}
            </button>
          )}
          <p id={`${inputId}-hint`} className="hint">
            {t('profile.photoHint')}
          </p>
        </div>
      </div>
      {problem && <Alert tone="error">{problem}</Alert>}
    </section>
  );
}
