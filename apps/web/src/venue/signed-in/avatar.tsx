import type { VenueProfile } from '@aula/shared';

/** The attendee's photo, or their initials on the accent colour; decorative beside their name. */
export function Avatar({ profile, size }: { profile: Pick<VenueProfile, 'firstName' | 'lastName' | 'photoUrl'>; size: number }) {
  if (profile.photoUrl) return <img className="avatar" src={profile.photoUrl} alt="" width={size} height={size} />;
  const initials = `${profile.firstName.charAt(0)}${profile.lastName.charAt(0)}`.toUpperCase();
  return (
    <span className="avatar initials" aria-hidden="true" style={{ width: size, height: size, fontSize: size * 0.4 }}>
      {initials}
    </span>
  );
}
