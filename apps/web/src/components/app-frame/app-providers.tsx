import { Suspense, lazy, useState, type ReactNode } from 'react';
import { MantineProvider, createTheme, type CSSVariablesResolver } from '@mantine/core';
import { notificationsStore, useNotifications } from '@mantine/notifications';
import { TOAST_LIMIT } from '@aula/shared';
import { configureAppServices } from './app-services';

/**
 * Mantine's defaults fall short of WCAG AA contrast for white text on the primary colour, for
 * dimmed text and for the text of light alerts and badges (shade 9 on shade 1, about 4.3:1); a
 * darker primary shade, gray.7 for dimmed text and shade 0 behind light red, teal and blue reach 4.5:1.
 * A subtle or light button of the primary colour under the pointer has shade 2 behind its shade 9
 * (4.1:1); shade 1 reaches 5.3:1. Green, yellow and orange have no shade dark enough for text on
 * their light background (4.0:1, 2.8:1, 3.9:1); their light text takes a darker tone of the same hue
 * (about 6:1 and more). Error text (field errors, red text) is red.6 or red.8 by default, 3.3:1 and
 * 4.3:1 on the light gray of cards and pages; red.9 reaches 5.2:1.
 */
const theme = createTheme({ primaryColor: 'indigo', primaryShade: 8, defaultRadius: 'md', respectReducedMotion: true });
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-red-text': 'var(--mantine-color-red-9)',
    '--mantine-color-red-light': 'var(--mantine-color-red-0)',
    '--mantine-color-teal-light': 'var(--mantine-color-teal-0)',
    '--mantine-color-blue-light': 'var(--mantine-color-blue-0)',
    '--mantine-color-indigo-light-hover': 'var(--mantine-color-indigo-1)',
    '--mantine-color-green-light-color': '#1b6b2c',
    '--mantine-color-yellow-light-color': '#7a4d00',
    '--mantine-color-orange-light-color': '#9c3d00',
  },
  dark: {},
});

// Before the first render, so that the very first request already carries the session headers.
configureAppServices();

// The store shares out toasts by this limit as they are shown, also before the container below has loaded.
notificationsStore.updateState((state) => ({ ...state, limit: TOAST_LIMIT }));

const ToastContainer = lazy(async () => ({ default: (await import('./toast-container')).ToastContainer }));

/**
 * The toast container (with its transitions) loads with the first toast, so the login page does
 * not carry it; toasts shown meanwhile wait in the store. Once there it stays, so toasts can leave.
 */
function Toasts() {
  const shown = useNotifications().notifications.length > 0;
  const [needed, setNeeded] = useState(shown);
  if (shown && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}

/** Theme and toasts around the whole app; the query cache and the modals come with the signed-in shell. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Toasts />
      {children}
    </MantineProvider>
  );
}
