import type { MailMessage } from './mailer';

export function passwordResetMail(to: string, username: string, link: string, siteName: string): MailMessage {
  return {
    kind: 'password-reset',
    to,
    subject: `${siteName}: reset your admin password`,
    text: [
      `Hello ${username},`,
      '',
      'Someone asked to reset the password of your admin account. To choose a new password, open this link within one hour:',
      '',
      link,
      '',
      'The link works once. If you did not ask for this, ignore this email: your password stays as it is.',
    ].join('\n'),
  };
}

export function usernameReminderMail(to: string, usernames: string[], loginLink: string, siteName: string): MailMessage {
  const lines =
    usernames.length === 1
      ? [`Your admin username is: ${usernames[0]}`]
      : ['These admin usernames use this email address:', ...usernames.map((name) => `  - ${name}`)];
  return {
    kind: 'username-reminder',
    to,
    subject: `${siteName}: your admin username`,
    text: [...lines, '', `Sign in at ${loginLink}`, '', 'If you did not ask for this, you can ignore this email.'].join('\n'),
  };
}
