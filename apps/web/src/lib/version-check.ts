import { VERSION_CHECK_INTERVAL_MS } from '@aula/shared';

/** The version stamped into index.html's `<meta name="app-version">`, or null. */
export function readAppVersion(html: string): string | null {
  const meta = /<meta\s+[^>]*name=["']app-version["'][^>]*>/i.exec(html)?.[0];
  return meta ? (/content=["']([^"']+)["']/i.exec(meta)?.[1] ?? null) : null;
}

/** True when `candidate` is a higher dotted version than `current` (1.10.0 > 1.9.9). */
export function isNewerVersion(candidate: string, current: string): boolean {
  const a = candidate.split('.').map((part) => Number.parseInt(part, 10) || 0);
  const b = current.split('.').map((part) => Number.parseInt(part, 10) || 0);
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff > 0;
  }
  return false;
}

type VersionCheckOptions = {
  current: string;
  onNewVersion: (version: string) => void;
  fetchIndexHtml?: () => Promise<string>;
};

async function fetchIndexHtml(): Promise<string> {
  const response = await fetch('/index.html', { cache: 'no-store' });
  if (!response.ok) throw new Error(`index.html answered ${response.status}`);
  return response.text();
}

/**
 * docs/rules/calls.md#version-check: reads /index.html every 200 s and whenever the tab becomes visible; reports a higher
 * version once and stops. A failed check is logged and simply tried again at the next occasion.
 */
export function startVersionCheck({ current, onNewVersion, fetchIndexHtml: load = fetchIndexHtml }: VersionCheckOptions): () => void {
  let stopped = false;
  const check = async () => {
    try {
      const version = readAppVersion(await load());
      if (stopped || !version || !isNewerVersion(version, current)) return;
      stop();
      onNewVersion(version);
    } catch (error) {
      console.warn('Version check failed; trying again later.', error);
    }
  };
  const onVisibility = () => {
    if (document.visibilityState === 'visible') void check();
  };
  const interval = setInterval(() => void check(), VERSION_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', onVisibility);
  const stop = () => {
    stopped = true;
    clearInterval(interval);
    document.removeEventListener('visibilitychange', onVisibility);
  };
  return stop;
}
