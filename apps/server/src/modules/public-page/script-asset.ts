import fs from 'node:fs';
import path from 'node:path';

/** Where the web build puts the public page's own small bundle (see apps/web/vite.config.ts). */
export const PUBLIC_PAGE_BUILD_DIR = 'public-page';

type ManifestEntry = { file: string; isEntry?: boolean };

/**
 * The address of the time-zone script in the web build, read once from its Vite manifest; null
 * when the build has no such bundle (the page then works without the time-zone button).
 */
export function findPublicPageScript(webDistDir: string): string | null {
  try {
    const manifestPath = path.join(webDistDir, PUBLIC_PAGE_BUILD_DIR, '.vite', 'manifest.json');
    const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, ManifestEntry>;
    const entry = Object.values(manifest).find((item) => item.isEntry);
    return entry && /^[\w./-]+\.js$/.test(entry.file) ? `/${PUBLIC_PAGE_BUILD_DIR}/${entry.file}` : null;
  } catch {
    return null;
  }
}
