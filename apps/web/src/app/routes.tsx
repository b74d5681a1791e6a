import { Navigate, type RouteObject } from 'react-router';
import { loadScreenCatalogues } from '@/lib/screen-catalogues';
import { eventRoutes } from './event/event-routes';
import { eventsLoader } from './events-loader';
import { NotFoundScreen } from './screens/not-found-screen';
import { RouteErrorScreen } from './screens/route-error-screen';
import { SignInHandoff } from './screens/sign-in-handoff';
import { RequireAuth } from './require-auth';
import { RootLayout } from './root-layout';

/**
 * The signed-in branch. The shell and its screens are lazy, so the login page never loads them;
 * the guard itself is tiny and stays in the main bundle.
 */
const signedInRoutes: RouteObject = {
  element: <RequireAuth />,
  children: [
    {
      lazy: async () => {
        // The screens' texts come with the shell, so that no signed-in screen shows before its texts.
        const [{ SignedInApp }] = await Promise.all([import('./signed-in-app'), loadScreenCatalogues()]);
        return { Component: SignedInApp };
      },
      children: [
        {
          path: 'events',
          loader: eventsLoader,
          // Within /events the screen follows its URL itself; the loader is for arriving.
          shouldRevalidate: () => false,
          // The company's users (docs/rules/roles-and-permissions.md#company-users): the list follows the role.
          lazy: async () => ({ Component: (await import('./events-screen-for-role')).EventsScreenForRole }),
          handle: { name: 'Events', titleKey: 'events:list.title' },
        },
        {
          path: 'create-event',
          lazy: async () => {
            const [{ CreateEventScreen }, { useUserInfo }] = await Promise.all([
              import('@/features/events/components/create-event-screen'),
              import('@/features/user/api/get-user-info'),
            ]);
            // The events feature cannot read the user feature; the app hands it the first name.
            return { Component: () => <CreateEventScreen firstName={useUserInfo().data?.firstName} /> };
          },
          handle: { name: 'CreateEvent', titleKey: 'events:create.title' },
        },
        { path: 'library', element: <Navigate to="/library/room-images" replace />, handle: { name: 'MyLibrary', titleKey: 'library:title' } },
        {
          path: 'library/room-images',
          lazy: async () => ({ Component: (await import('@/features/library/components/library-screen')).LibraryScreen }),
          handle: { name: 'MyLibrary', titleKey: 'library:title' },
        },
        // The library's e-mail templates (docs/rules/communications.md#e-mail-templates): the library's tabs around the templates' list.
        {
          path: 'library/email-templates',
          lazy: async () => {
            const [{ LibraryTabs }, { TemplateList }] = await Promise.all([
              import('@/features/library/components/library-tabs'),
              import('@/features/mail-templates/components/template-list'),
            ]);
            return {
              Component: () => (
                <LibraryTabs tab="email-templates">
                  <TemplateList eventId={0} />
                </LibraryTabs>
              ),
            };
          },
          handle: { name: 'MyLibrary', titleKey: 'library:title' },
        },
        {
          path: 'library/email-templates/:tplID/edit',
          lazy: async () => ({ Component: (await import('@/features/mail-templates/components/template-edit-screen')).TemplateEditScreen }),
          handle: { name: 'MyLibrary', titleKey: 'library:title' },
        },
        // System settings (docs/rules/billing.md#system-settings): admins and internal staff; the server decides who may act.
        {
          path: 'profile/system',
          lazy: async () => ({ Component: (await import('./profile-screens')).SystemSettings }),
          handle: { name: 'SystemSettings', titleKey: 'system:title' },
        },
        {
          path: 'profile/system/:companyId',
          lazy: async () => ({ Component: (await import('@/features/system/components/system-company-screen')).SystemCompanyScreen }),
          handle: { name: 'SystemSettings', titleKey: 'system:title' },
        },
        // The user's profile (docs/rules/accounts-and-sign-in.md#profile); users, billing and system settings are further tabs.
        {
          path: 'profile',
          lazy: async () => ({ Component: (await import('./profile-screens')).MyProfile }),
          handle: { name: 'MyProfile', titleKey: 'profile:titles.profile' },
        },
        {
          path: 'profile/edit',
          lazy: async () => ({ Component: (await import('./profile-screens')).MyProfileEdit }),
          handle: { name: 'MyProfile', titleKey: 'profile:titles.edit' },
        },
        // Billing (docs/rules/billing.md#billing-page): the owner's billing page and the card payment's return pages.
        {
          path: 'profile/billing',
          lazy: async () => ({ Component: (await import('./profile-screens')).Billing }),
          handle: { name: 'ProfileBilling', titleKey: 'billing:title' },
        },
        ...(['success', 'failure'] as const).map((page) => ({
          path: `payment-${page}`,
          lazy: async () => {
            const [{ PaymentOutcomeScreen }, { userInfoQueryKey }] = await Promise.all([
              import('@/features/billing/components/payment-outcome-screen'),
              import('@/features/user/api/get-user-info'),
            ]);
            // A paid checkout changes the licence: the user info (the trial banner) is read again.
            const refreshWhenPaid = [userInfoQueryKey];
            return { Component: () => <PaymentOutcomeScreen page={page} refreshWhenPaid={refreshWhenPaid} /> };
          },
          handle: { name: page === 'success' ? 'PaymentSuccess' : 'PaymentFailure', titleKey: `billing:outcome.${page === 'success' ? 'successTitle' : 'failedTitle'}` },
        })),
        // The company's users (docs/rules/roles-and-permissions.md#company-users), owners only; the profile's tabs wrap these screens.
        {
          path: 'profile/users',
          lazy: async () => ({ Component: (await import('./profile-screens')).CompanyUsers }),
          handle: { name: 'ProfileUsers', titleKey: 'company-users:list.title' },
        },
        {
          path: 'profile/users/:userID',
          lazy: async () => ({ Component: (await import('@/features/company-users/components/company-user-edit-screen')).CompanyUserEditScreen }),
          handle: { name: 'ProfileUsers', titleKey: 'company-users:list.title' },
        },
        // Inside the same shell, so the session and socket live on; the shell shows the event's sidebar.
        ...eventRoutes,
      ],
    },
    {
      // Full-screen views for screens at the venue: signed in, outside the shell (docs/rules/communications.md#screens-at-the-venue).
      lazy: async () => {
        const [{ DisplayApp }] = await Promise.all([import('./display-app'), loadScreenCatalogues()]);
        return { Component: DisplayApp };
      },
      children: [
        {
          path: 'event/:id/communications/social/screen',
          lazy: async () => ({ Component: (await import('@/features/wall/components/wall-display')).WallDisplay }),
          handle: { name: 'SocialWallScreen', titleKey: 'wall:screen.title' },
        },
        {
          path: 'event/:id/communications/live-polls/stage/:roomID',
          lazy: async () => ({ Component: (await import('@/features/polls/components/poll-stage-screen')).PollStageScreen }),
          handle: { name: 'PollStageScreen', titleKey: 'polls:stage.title' },
        },
        // Card payments (docs/rules/billing.md#card-payments): the sandbox's payment page, standing in for Stripe Checkout's.
        {
          path: 'sandbox-checkout/:checkoutId',
          lazy: async () => ({ Component: (await import('@/features/payment-sandbox/components/sandbox-checkout-screen')).SandboxCheckoutScreen }),
          handle: { name: 'SandboxCheckout', titleKey: 'payment-sandbox:title' },
        },
      ],
    },
  ],
};

/**
 * The console's route tree (docs/rules/screens.md); each route's handle carries its name and title key. The
 * public routes under /auth are the sign-in pages' own entry (src/sign-in).
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      { index: true, element: <Navigate to="/events" replace /> },
      { path: 'auth/*', element: <SignInHandoff /> },
      signedInRoutes,
      { path: '*', element: <NotFoundScreen />, handle: { titleKey: 'notFound.title' } },
    ],
  },
];
