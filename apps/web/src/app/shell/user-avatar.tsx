import { Avatar } from '@mantine/core';
import type { UserInfo } from '@aula/shared';

/** The initials of a person, e.g. "ML" for Mara Lindqvist. */
export function initialsOf(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
}

/** The user's image, or their initials when there is none. */
export function UserAvatar({ user }: { user: Pick<UserInfo, 'firstName' | 'lastName' | 'image'> }) {
  return (
    <Avatar src={user.image} alt={`${user.firstName} ${user.lastName}`} color="indigo" radius="xl">
      {initialsOf(user.firstName, user.lastName)}
    </Avatar>
  );
}
