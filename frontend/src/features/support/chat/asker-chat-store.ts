/**
 * The asker's chat as the page keeps it: whether the panel is open and which request it shows
 * (with the key that reopens it). It lives for the tab (session storage), so moving between
 * pages or reloading keeps the conversation.
 */
import { useSyncExternalStore } from 'react';

export interface AskerChatState {
  open: boolean;
  requestId: string | null;
  key: string | null;
  /** The last message number the asker has seen with the panel open. */
  seenSeq: number;
}

const STORAGE_KEY = 'coverline.chat';
const EMPTY: AskerChatState = { open: false, requestId: null, key: null, seenSeq: 0 };

function read(): AskerChatState {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return EMPTY;
    const parsed = JSON.parse(raw) as Partial<AskerChatState>;
    return {
      open: parsed.open === true,
      requestId: typeof parsed.requestId === 'string' ? parsed.requestId : null,
      key: typeof parsed.key === 'string' ? parsed.key : null,
      seenSeq: typeof parsed.seenSeq === 'number' ? parsed.seenSeq : 0,
    };
  } catch {
    return EMPTY;
  }
}

let state: AskerChatState = typeof sessionStorage === 'undefined' ? EMPTY : read();
const listeners = new Set<() => void>();

export function askerChat(): AskerChatState {
  return state;
}

export function updateAskerChat(change: Partial<AskerChatState>): void {
  state = { ...state, ...change };
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Storage may be full or disabled: the state still lives for this page.
  }
  for (const l of listeners) l();
}

export function useAskerChat(): AskerChatState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    askerChat,
    () => EMPTY,
  );
}
