import { acceptCustomCssPreview } from '../lib/custom-css-preview';
import { timeData, timeText, viewerOffset } from './viewer-times';

/**
 * The public event page's only script: inside the console's preview it shows the draft custom CSS;
 * otherwise a button that shows every time of the page in the
 * viewer's time zone and back. Without it the page is complete, in the event's zone.
 */
function start(): void {
  const button = document.getElementById('tz-toggle');
  const note = document.getElementById('zone-note');
  if (!(button instanceof HTMLButtonElement) || !note) return;
  const lang = document.documentElement.lang === 'de' ? 'de' : 'en';
  const times = [...document.querySelectorAll<HTMLElement>('time[data-tz]')].flatMap((element) => {
    const data = timeData(element.dataset);
    return data ? [{ element, data, eventText: element.textContent ?? '' }] : [];
  });
  const eventNote = note.textContent ?? '';
  let inViewerZone = false;

  button.addEventListener('click', () => {
    inViewerZone = !inViewerZone;
    for (const time of times) time.element.textContent = inViewerZone ? timeText(time.data, viewerOffset, lang) : time.eventText;
    // Intl is first touched here, on request, so that loading the page does no formatting work.
    const zoneName = inViewerZone ? Intl.DateTimeFormat().resolvedOptions().timeZone : '';
    note.textContent = inViewerZone ? (note.dataset.viewerNote ?? '').replace('{zone}', zoneName) : eventNote;
    button.textContent = (inViewerZone ? button.dataset.showEvent : button.dataset.showViewer) ?? '';
    button.setAttribute('aria-pressed', String(inViewerZone));
  });
  button.hidden = false;
}

acceptCustomCssPreview();
start();
