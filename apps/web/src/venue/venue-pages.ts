import type { ComponentType } from 'react';
import { ChatPage } from './engagement/chat/chat-page';
import { PollsPage } from './engagement/polls/polls-page';
import { lazyVenuePage } from './lib/lazy-page';
import { HomePage } from './signed-in/home-page';
import { RoomPage } from './signed-in/room-page';
import { RoomsPage } from './signed-in/rooms-page';
import { ForgotPasswordPage } from './signed-out/forgot-password-page';
import { InvitationPage, ResetPasswordPage } from './signed-out/set-password-page';
import { SignInPage } from './signed-out/sign-in-page';

export type VenuePageName =
  | 'home'
  | 'signIn'
  | 'forgotPassword'
  | 'resetPassword'
  | 'invitation'
  | 'register'
  | 'confirmRegistration'
  | 'rooms'
  | 'room'
  | 'agenda'
  | 'profile'
  | 'wall'
  | 'chat'
  | 'chatChannel'
  | 'polls'
  | 'people'
  | 'person';

export type VenuePage = { name: VenuePageName; path: string; access: 'signed-in' | 'signed-out' | 'link'; Component: ComponentType };

/**
 * The venue's pages under /e/{code}/venue and the registration page's under /e/{code}/register (docs/rules/venue.md#the-venue). `signed-in` pages need an attendee's
 * session and go to sign-in without one; `signed-out` pages go on into the venue with one; the
 * mailed links' pages (`link`) open either way, as a link from a mail may be someone else's.
 * The pages most visits open are in the venue's first load; the others load with their code and
 * texts when first opened (docs/decisions/0163-venue-pages-load-with-their-texts.md).
 */
export const VENUE_PAGES: readonly VenuePage[] = [
  { name: 'home', path: '/e/:code/venue', access: 'signed-in', Component: HomePage },
  { name: 'rooms', path: '/e/:code/venue/rooms', access: 'signed-in', Component: RoomsPage },
  { name: 'room', path: '/e/:code/venue/rooms/:roomId', access: 'signed-in', Component: RoomPage },
  { name: 'agenda', path: '/e/:code/venue/agenda', access: 'signed-in', Component: lazyVenuePage('agenda', () => import('./signed-in/agenda-page').then((page) => page.AgendaPage)) },
  { name: 'profile', path: '/e/:code/venue/profile', access: 'signed-in', Component: lazyVenuePage('profile', () => import('./signed-in/profile-page').then((page) => page.ProfilePage)) },
  { name: 'wall', path: '/e/:code/venue/wall', access: 'signed-in', Component: lazyVenuePage('wall', () => import('./engagement/wall/wall-page').then((page) => page.WallPage)) },
  { name: 'chat', path: '/e/:code/venue/chat', access: 'signed-in', Component: ChatPage },
  { name: 'chatChannel', path: '/e/:code/venue/chat/:channelId', access: 'signed-in', Component: ChatPage },
  { name: 'polls', path: '/e/:code/venue/polls', access: 'signed-in', Component: PollsPage },
  { name: 'people', path: '/e/:code/venue/people', access: 'signed-in', Component: lazyVenuePage('people', () => import('./people/people-page').then((page) => page.PeoplePage)) },
  { name: 'person', path: '/e/:code/venue/people/:accountId', access: 'signed-in', Component: lazyVenuePage('people', () => import('./people/person-page').then((page) => page.PersonPage)) },
  { name: 'signIn', path: '/e/:code/venue/sign-in', access: 'signed-out', Component: SignInPage },
  { name: 'forgotPassword', path: '/e/:code/venue/forgot-password', access: 'signed-out', Component: ForgotPasswordPage },
  { name: 'resetPassword', path: '/e/:code/venue/reset-password/:token', access: 'link', Component: ResetPasswordPage },
  { name: 'invitation', path: '/e/:code/venue/invitation/:token', access: 'link', Component: InvitationPage },
  // Registration (docs/rules/attendees.md#registration) beside the venue, under the event's code; open with or without a session.
  { name: 'register', path: '/e/:code/register', access: 'link', Component: lazyVenuePage('register', () => import('./signed-out/register-page').then((page) => page.RegisterPage)) },
  { name: 'confirmRegistration', path: '/e/:code/register/confirm/:token', access: 'link', Component: lazyVenuePage('confirmRegistration', () => import('./signed-out/confirm-registration-page').then((page) => page.ConfirmRegistrationPage)) },
];
