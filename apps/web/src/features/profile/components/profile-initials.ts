/** The initials of a person, e.g. "ML" for Mara Lindqvist, shown where there is no photo. */
export function initialsOf(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
}
