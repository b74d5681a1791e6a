import { useEffect, useState } from 'react';
import { venueBoothCalls, type VenueBooth } from '@aula/shared';
import { useTexts } from '../lib/texts-context';
import { venueCall } from '../lib/venue-api';
import { BoothLead } from './booth-lead';
import './booth-view.css';

/**
 * The booth of an expo room (docs/rules/venue.md#expo-booths): the sponsor's logo, the booth text
 * as plain text, the links in a new tab, the files to download, and a way to leave one's contact. Loaded with its own texts when
 * an expo room opens, so the venue's first load does not carry it.
 */
export default function BoothView({ roomId, roomName }: { roomId: number; roomName: string }) {
  const { t } = useTexts();
  const [booth, setBooth] = useState<VenueBooth | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    venueCall(venueBoothCalls.get, { params: { roomId } }).then(
      (answer) => active && setBooth(answer),
      () => active && setFailed(true),
    );
    return () => {
      active = false;
    };
  }, [roomId]);

  if (failed) return <p role="alert">{t('booth.loadFailed')}</p>;
  if (!booth) return null;
  return (
    <section className="booth" aria-labelledby="booth-title">
      <div className="booth-head">
        {booth.logoUrl && <img className="booth-logo" src={booth.logoUrl} alt={t('booth.logo', { sponsor: roomName })} width={96} height={96} />}
        <h2 id="booth-title">{t('booth.title', { sponsor: roomName })}</h2>
      </div>
      {booth.description && <p className="booth-text">{booth.description}</p>}
      {booth.links.length > 0 && (
        <section aria-labelledby="booth-links">
          <h3 id="booth-links">{t('booth.links')}</h3>
          <ul className="booth-list">
            {booth.links.map((link) => (
              <li key={`${link.url}-${link.label}`}>
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.label}
                  <span className="visually-hidden"> {t('frame.opensInNewTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {booth.files.length > 0 && (
        <section aria-labelledby="booth-files">
          <h3 id="booth-files">{t('booth.files')}</h3>
          <ul className="booth-list">
            {booth.files.map((file) => (
              <li key={file.url}>
                <a href={file.url} download={file.fileName}>
                  {t('booth.download', { name: file.fileName })}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <BoothLead roomId={roomId} sponsor={roomName} />
    </section>
  );
}
