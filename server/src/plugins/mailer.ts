// Outgoing e-mail (nodemailer over SMTP_URL). Without SMTP_URL or SALES_EMAIL there is no mailer
// and nothing is sent; a failed send is logged and never reaches the visitor.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { MailMessage } from '../mail/quote-mail.ts';

export interface Mailer {
  /** Where sales mail goes (SALES_EMAIL). */
  salesEmail: string;
  send: (message: MailMessage) => Promise<void>;
}

export default fp(
  async (app: FastifyInstance) => {
    const { smtpUrl, salesEmail, appName } = app.config;
    if (!smtpUrl || !salesEmail) {
      app.decorate('mailer', null);
      return;
    }
    const transport = nodemailer.createTransport(smtpUrl);
    const from = `${appName} <${salesEmail}>`;
    app.decorate('mailer', {
      salesEmail,
      async send(message: MailMessage) {
        await transport.sendMail({ from, ...message });
      },
    });
    app.addHook('onClose', async () => transport.close());
  },
  { name: 'mailer', decorators: { fastify: ['config'] } },
);
