import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../app-error.js';
import type { Db } from '../../db/create-db.js';
import type { EmailProvider } from '../../integrations/email/email.types.js';
import type { ThrottleService } from '../throttle/throttle.service.js';
import type { UsersService } from '../users/users.service.js';
import { insertEmail, listEmails } from './email.repository.js';

export function createEmailService(deps: {
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
  users: UsersService;
  throttle: ThrottleService;
}) {
  const provider: EmailProvider = {
    name: 'outbox',
    async send(m) {
      await insertEmail(deps.db, {
        email: m.to,
        subject: m.subject,
        body: m.text,
        created_at: deps.now().toISOString(),
      });
      deps.log.info({ to: m.to, subject: m.subject }, 'email kept in outbox');
    },
  };
  return {
    async sendInvite(userId: number, email: string) {
      await deps.throttle.consume([
        { key: `invite:${userId}:h`, max: 20, windowSeconds: 3600, code: 'TOO_MANY_REQUESTS' },
      ]);
      const me = await deps.users.me(userId);
      try {
        await provider.send({
          to: email,
          subject: 'دعوت به پیشخوان',
          text: `${me.name || me.mobile} شما را به پیشخوان دعوت کرده است.\nبرای ثبت‌نام این لینک را باز کنید:\n${me.invitelink}`,
        });
      } catch {
        throw new AppError('EMAIL_FAILED');
      }
      return { message: 'دعوت‌نامه فرستاده شد' };
    },
    outbox: (email: string) => listEmails(deps.db, email),
  };
}
export type EmailService = ReturnType<typeof createEmailService>;
