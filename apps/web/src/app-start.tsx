import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { initI18n, loadLanguage } from './lib/i18n';
import { initialLanguage } from './lib/initial-language';
import { AppProviders } from './components/app-frame/app-providers';
import { routes } from './app/routes';

const lang = initialLanguage();
// The texts are asked for first, so that their request does not queue behind the route's files.
const texts = loadLanguage(lang);
// The router starts loading the page's own chunks, and runs its loaders, at once.
const router = createBrowserRouter(routes);

function render() {
  initI18n(lang);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

// Without its texts the app still renders, so that a failed load reaches the route error screen, which reloads.
void texts.then(render, render);
