import { plannedWeddingId } from '@/lib/planning-scope';
import { SESSION_DRAFT_PREFIX } from '@/shared/session-drafts';
import type { ChatEntry } from '../types';
import { KEPT_MESSAGES } from './chat-messages';

// The conversation lives in this tab's sessionStorage, one per planned wedding, so switching tabs
// or following a quick action and coming back keeps it; signing out forgets it (the hcw: prefix).

function storageKey(): string {
  return `${SESSION_DRAFT_PREFIX}assistant-chat:${plannedWeddingId() ?? 'own'}`;
}

const isText = (value: unknown): value is string => typeof value === 'string';

function isEntry(value: unknown): value is ChatEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    isText(entry.id) && (entry.type === 'user' || entry.type === 'ai') && isText(entry.content) && isText(entry.timestamp) &&
    (entry.failed === undefined || typeof entry.failed === 'boolean') &&
    Array.isArray(entry.suggestions) && entry.suggestions.every(isText) &&
    Array.isArray(entry.quickActions) && entry.quickActions.every((action) => typeof action === 'object' && action !== null && isText((action as Record<string, unknown>).action) && isText((action as Record<string, unknown>).label))
  );
}

/** The kept conversation, or null when there is none (or it cannot be read). */
export function loadConversation(): ChatEntry[] | null {
  try {
    const stored = window.sessionStorage.getItem(storageKey());
    if (!stored) return null;
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) && parsed.length > 0 && parsed.every(isEntry) ? parsed : null;
  } catch {
    return null;
  }
}

export function saveConversation(entries: readonly ChatEntry[]): void {
  try {
    window.sessionStorage.setItem(storageKey(), JSON.stringify(entries.slice(-KEPT_MESSAGES)));
  } catch {
    // Storage full or switched off: the conversation lasts as long as the page.
  }
}
