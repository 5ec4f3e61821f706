import type { MailTemplateContent, MailTemplateKey } from './catalogue';

/** The English defaults (staff overrides replace them per language). */
export const defaultsEn: Record<MailTemplateKey, MailTemplateContent> = {
  verifyEmail: {
    subject: 'Confirm your Oddsmith e-mail',
    body: '## Welcome to Oddsmith, {{username}}!\n\nPlease confirm your e-mail address so we can reach you about your account.\n\n[Confirm my e-mail]({{link}})\n\nIf you did not create an account, ignore this e-mail.',
    text: 'Welcome to Oddsmith, {{username}}!\n\nConfirm your e-mail address: {{link}}\n\nIf you did not create an account, ignore this e-mail.\n',
  },
  resetPassword: {
    subject: 'Reset your Oddsmith password',
    body: 'Hello {{username}},\n\nSomeone asked to reset the password of your Oddsmith account. The link works for {{expiresInMinutes}} minutes.\n\n[Choose a new password]({{link}})\n\nIf you did not ask for this, ignore this e-mail: your password stays as it is.',
    text: 'Hello {{username}},\n\nReset your password within {{expiresInMinutes}} minutes: {{link}}\n\nIf you did not ask for this, ignore this e-mail.\n',
  },
  passwordChanged: {
    subject: 'Your Oddsmith password was changed',
    body: 'Hello {{username}},\n\nThe password of your Oddsmith account was changed on **{{changedAt}}**, and every other session was logged out.\n\nIf this was not you, [reset your password]({{resetLink}}) now and contact support.',
    text: 'Hello {{username}},\n\nThe password of your Oddsmith account was changed on {{changedAt}}, and every other session was logged out.\n\nIf this was not you, reset your password at {{resetLink}} and contact support.\n',
  },
  depositCredited: {
    subject: 'Your deposit of {{amount}} is in your wallet',
    body: 'Hello {{username}},\n\nYour deposit of **{{amount}}** has been credited to your wallet.\n\nReference: {{reference}}',
    text: 'Hello {{username}},\n\nYour deposit of {{amount}} has been credited to your wallet.\n\nReference: {{reference}}\n',
  },
  withdrawalPaid: {
    subject: 'Your withdrawal of {{amount}} was paid',
    body: 'Hello {{username}},\n\nWe have paid out your withdrawal of **{{amount}}**. Depending on your bank it can take a few working days to arrive.\n\nReference: {{reference}}',
    text: 'Hello {{username}},\n\nWe have paid out your withdrawal of {{amount}}. Depending on your bank it can take a few working days to arrive.\n\nReference: {{reference}}\n',
  },
  withdrawalRejected: {
    subject: 'Your withdrawal of {{amount}} was not paid',
    body: 'Hello {{username}},\n\nWe could not pay your withdrawal of **{{amount}}**; the amount is back in your wallet.\n\nReason: {{reason}}\n\nReference: {{reference}}',
    text: 'Hello {{username}},\n\nWe could not pay your withdrawal of {{amount}}; the amount is back in your wallet.\n\nReason: {{reason}}\n\nReference: {{reference}}\n',
  },
  selfExclusionConfirmed: {
    subject: 'Your self-exclusion is confirmed',
    body: 'Hello {{username}},\n\nYour self-exclusion is active until **{{until}}**. Until then you cannot deposit, bet or play, and it cannot be lifted early.\n\nIf you need help, talk to a support organisation near you.',
    text: 'Hello {{username}},\n\nYour self-exclusion is active until {{until}}. Until then you cannot deposit, bet or play, and it cannot be lifted early.\n\nIf you need help, talk to a support organisation near you.\n',
  },
  timeOutConfirmed: {
    subject: 'Your time-out is confirmed',
    body: 'Hello {{username}},\n\nYour time-out is active until **{{until}}**. Until then you cannot deposit, bet or play.',
    text: 'Hello {{username}},\n\nYour time-out is active until {{until}}. Until then you cannot deposit, bet or play.\n',
  },
  partnerPayout: {
    subject: 'Partner payout of {{amount}} for {{period}}',
    body: 'Hello {{partnerName}},\n\nYour partner commission of **{{amount}}** for {{period}} has been paid.\n\nReference: {{reference}}',
    text: 'Hello {{partnerName}},\n\nYour partner commission of {{amount}} for {{period}} has been paid.\n\nReference: {{reference}}\n',
  },
  supportGuestReply: {
    subject: 'Support answered your message',
    body: 'Hello {{name}},\n\nOur support team answered your chat message:\n\n> {{answer}}\n\nYou can continue the conversation from the [login page]({{link}}).',
    text: 'Hello {{name}},\n\nOur support team answered your chat message:\n\n{{answer}}\n\nYou can continue the conversation from the login page: {{link}}\n',
  },
};
