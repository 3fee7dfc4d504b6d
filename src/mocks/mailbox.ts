import { db, nextId, save, type MailMessage } from './db';

export { appLink } from './links';

/** What the backend would e-mail lands in the demo mailbox. */
export function sendMail(to: string, subject: string, html: string, link?: string): MailMessage {
  const message: MailMessage = {
    id: nextId(),
    to,
    subject,
    html: link ? `${html}<p><a href="${link}">${link}</a></p>` : html,
    link,
    date: new Date().toISOString(),
    read: false,
  };
  db().mails.push(message);
  save();
  return message;
}

export function listMessages(): MailMessage[] {
  return [...db().mails].reverse();
}

export function markRead(id: number): void {
  const message = db().mails.find((mail) => mail.id === id);
  if (message && !message.read) {
    message.read = true;
    save();
  }
}
