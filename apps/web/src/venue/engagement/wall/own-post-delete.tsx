import { useState } from 'react';
import { wallCalls, type WallPost } from '@aula/shared';
import { errorText } from '../../lib/error-text';
import { useTexts } from '../../lib/texts-context';
import { venueCall } from '../../lib/venue-api';

/**
 * The author's "Delete" on their own post: asks once more in place (a dialog would be heavy on a
 * phone), then deletes it for everyone; the answer, a removed post, takes it off the list.
 */
export function OwnPostDelete({ post, onDeleted, onFailure }: { post: WallPost; onDeleted: (post: WallPost) => void; onFailure: (text: string) => void }) {
  const { t } = useTexts();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      onDeleted(await venueCall(wallCalls.venueDelete, { params: { postId: post.id } }));
    } catch (error) {
      onFailure(errorText(error, t));
      setBusy(false);
      setAsking(false);
    }
  };
  if (!asking) {
    return (
      <button type="button" className="button secondary" onClick={() => setAsking(true)}>
        {t('wall.delete')}
      </button>
    );
  }
  return (
    <span className="wall-delete-confirm" role="group" aria-label={t('wall.deleteQuestion')}>
      <span>{t('wall.deleteQuestion')}</span>
      <button type="button" className="button danger" disabled={busy} onClick={() => void remove()}>
        {t('wall.deleteConfirm')}
      </button>
      <button type="button" className="button secondary" disabled={busy} onClick={() => setAsking(false)}>
        {t('wall.deleteKeep')}
      </button>
    </span>
  );
}
