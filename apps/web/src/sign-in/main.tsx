import '@/lib/zod-jitless';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '@/components/app-frame/app-providers';
import { authPages } from '@/features/auth/routes';
import { initI18n, loadLanguage } from '@/lib/i18n';
import { initialLanguage } from '@/lib/initial-language';
import { findPage } from '@/lib/page-router/page-router';
import { SignInApp } from './sign-in-app';

const lang = initialLanguage();

function render() {
  initI18n(lang);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <SignInApp />
      </AppProviders>
    </StrictMode>,
  );
}

// The page's own code and its texts in the UI language load side by side; the first paint shows the
// whole page. Without either the app still renders, so that a failed load reaches the error screen, which reloads.
const page = findPage(authPages, window.location.pathname)?.page;
void Promise.all([loadLanguage(lang), page?.preload?.()]).then(render, render);
