/**
 * Tells the features that care that someone just finished signing in, without the sign-in pages
 * knowing which features those are. Features load lazily, so one that subscribes after the event
 * still hears about the last person who signed in.
 */
import type { Role } from '@coverline/contracts';

export interface SignedInUser {
  email: string;
  role: Role;
}

type Listener = (user: SignedInUser) => void;

let last: SignedInUser | null = null;
const listeners = new Set<Listener>();

export function announceSignedIn(user: SignedInUser): void {
  last = user;
  for (const listener of listeners) listener(user);
}

export function onSignedIn(listener: Listener): () => void {
  if (last) listener(last);
  listeners.add(listener);
  return () => listeners.delete(listener);
}
