// Email through nodemailer (issue 13): SMTP when SMTP_URL is set; otherwise each message is written as an
// .eml file under the data directory's outbox, so a developer can open what would have been sent.
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';

export type Email = { to: string; subject: string; text: string };
export type Mailer = { send(email: Email): Promise<void> };

export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'outboxDir'>): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(email) {
        await transport.sendMail({ from: config.mailFrom, ...email });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(email) {
      const info = await transport.sendMail({ from: config.mailFrom, ...email });
      await mkdir(config.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      await writeFile(join(config.outboxDir, `${stamp}-${randomUUID()}.eml`), info.message as Buffer);
    },
  };
}
