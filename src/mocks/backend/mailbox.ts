import { db, dbRevision, nextId, save, subscribe as subscribeToDb } from './db';
import type { MailMessage } from './types';

/** What the backend would e-mail lands in the demo mailbox (kept in the store). */
export function sendMail(to: string, subject: string, html: string, link?: string): MailMessage {
  const message: MailMessage = {
    id: nextId(),
    to,
    subject,
    html,
    ...(link ? { link } : {}),
    date: new Date().toISOString(),
    read: false,
  };
  db().mails.push(message);
  save();
  return message;
}

let cached: { revision: number; messages: MailMessage[] } | null = null;

/**
 * The messages, newest first: copies, the same array as long as the store has not changed (a
 * stable snapshot for `useSyncExternalStore`).
 */
export function listMessages(): MailMessage[] {
  const revision = dbRevision();
  if (!cached || cached.revision !== revision) {
    const messages = db()
      .mails.map((message) => ({ ...message }))
      .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
    cached = { revision, messages };
  }
  return cached.messages;
}

export function unreadCount(): number {
  return listMessages().filter((message) => !message.read).length;
}

/** Calls `listener` after every change of the store (a new e-mail, a message read, a reset). */
export function subscribe(listener: () => void): () => void {
  return subscribeToDb(listener);
}

export function markRead(id: number): void {
  const message = db().mails.find((mail) => mail.id === id);
  if (message && !message.read) {
    message.read = true;
    save();
  }
}
