import type { VenueProfile } from '@aula/shared';

/** The attendee's photo, or their initials on the accent colour; decorative beside their name. */
export function Avatar({ profile, size }: { profile: Pick<VenueProfile, 'firstName' | 'lastName' | 'photoUrl'>; size: number }) {
  return <PersonAvatar name={`${profile.firstName} ${profile.lastName}`} photo={profile.photoUrl} size={size} />;
}

/** Anyone's photo, or the first letters of the first and last words of their name; decorative beside the name. */
export function PersonAvatar({ name, photo, size }: { name: string; photo: string | null; size: number }) {
  if (photo) return <img className="avatar" src={photo} alt="" width={size} height={size} />;
  const words = name.split(/\s+/).filter(Boolean);
  const initials = `${words[0]?.charAt(0) ?? ''}${words.length > 1 ? words[words.length - 1]!.charAt(0) : ''}`.toUpperCase();
  return (
    <span className="avatar initials" aria-hidden="true" style={{ width: size, height: size, fontSize: size * 0.4 }}>
      {initials}
    </span>
  );
}
