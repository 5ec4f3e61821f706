import type { MailTemplateContent, MailTemplateKey } from './catalogue';

/** The Spanish defaults (staff overrides replace them per language). */
export const defaultsEs: Record<MailTemplateKey, MailTemplateContent> = {
  verifyEmail: {
    subject: 'Confirma tu correo de Oddsmith',
    body: '## ¡Bienvenido a Oddsmith, {{username}}!\n\nConfirma tu dirección de correo para que podamos contactarte sobre tu cuenta.\n\n[Confirmar mi correo]({{link}})\n\nSi no creaste una cuenta, ignora este correo.',
    text: '¡Bienvenido a Oddsmith, {{username}}!\n\nConfirma tu dirección de correo: {{link}}\n\nSi no creaste una cuenta, ignora este correo.\n',
  },
  resetPassword: {
    subject: 'Restablece tu contraseña de Oddsmith',
    body: 'Hola {{username}}:\n\nAlguien pidió restablecer la contraseña de tu cuenta de Oddsmith. El enlace funciona durante {{expiresInMinutes}} minutos.\n\n[Elegir una contraseña nueva]({{link}})\n\nSi no lo pediste, ignora este correo: tu contraseña no cambia.',
    text: 'Hola {{username}}:\n\nRestablece tu contraseña en los próximos {{expiresInMinutes}} minutos: {{link}}\n\nSi no lo pediste, ignora este correo.\n',
  },
  passwordChanged: {
    subject: 'Tu contraseña de Oddsmith ha cambiado',
    body: 'Hola {{username}}:\n\nLa contraseña de tu cuenta de Oddsmith se cambió el **{{changedAt}}** y se cerraron todas las demás sesiones.\n\nSi no fuiste tú, [restablece tu contraseña]({{resetLink}}) ahora y contacta con soporte.',
    text: 'Hola {{username}}:\n\nLa contraseña de tu cuenta de Oddsmith se cambió el {{changedAt}} y se cerraron todas las demás sesiones.\n\nSi no fuiste tú, restablece tu contraseña en {{resetLink}} y contacta con soporte.\n',
  },
  depositCredited: {
    subject: 'Tu depósito de {{amount}} ya está en tu billetera',
    body: 'Hola {{username}}:\n\nTu depósito de **{{amount}}** se ha abonado en tu billetera.\n\nReferencia: {{reference}}',
    text: 'Hola {{username}}:\n\nTu depósito de {{amount}} se ha abonado en tu billetera.\n\nReferencia: {{reference}}\n',
  },
  withdrawalPaid: {
    subject: 'Tu retiro de {{amount}} se ha pagado',
    body: 'Hola {{username}}:\n\nHemos pagado tu retiro de **{{amount}}**. Según tu banco, puede tardar unos días hábiles en llegar.\n\nReferencia: {{reference}}',
    text: 'Hola {{username}}:\n\nHemos pagado tu retiro de {{amount}}. Según tu banco, puede tardar unos días hábiles en llegar.\n\nReferencia: {{reference}}\n',
  },
  withdrawalRejected: {
    subject: 'Tu retiro de {{amount}} no se ha pagado',
    body: 'Hola {{username}}:\n\nNo pudimos pagar tu retiro de **{{amount}}**; el importe ha vuelto a tu billetera.\n\nMotivo: {{reason}}\n\nReferencia: {{reference}}',
    text: 'Hola {{username}}:\n\nNo pudimos pagar tu retiro de {{amount}}; el importe ha vuelto a tu billetera.\n\nMotivo: {{reason}}\n\nReferencia: {{reference}}\n',
  },
  selfExclusionConfirmed: {
    subject: 'Tu autoexclusión está confirmada',
    body: 'Hola {{username}}:\n\nTu autoexclusión está activa hasta el **{{until}}**. Hasta entonces no puedes depositar, apostar ni jugar, y no se puede levantar antes.\n\nSi necesitas ayuda, habla con una organización de apoyo cercana.',
    text: 'Hola {{username}}:\n\nTu autoexclusión está activa hasta el {{until}}. Hasta entonces no puedes depositar, apostar ni jugar, y no se puede levantar antes.\n\nSi necesitas ayuda, habla con una organización de apoyo cercana.\n',
  },
  timeOutConfirmed: {
    subject: 'Tu pausa está confirmada',
    body: 'Hola {{username}}:\n\nTu pausa está activa hasta el **{{until}}**. Hasta entonces no puedes depositar, apostar ni jugar.',
    text: 'Hola {{username}}:\n\nTu pausa está activa hasta el {{until}}. Hasta entonces no puedes depositar, apostar ni jugar.\n',
  },
  partnerPayout: {
    subject: 'Pago de socio de {{amount}} por {{period}}',
    body: 'Hola {{partnerName}}:\n\nTu comisión de socio de **{{amount}}** por {{period}} se ha pagado.\n\nReferencia: {{reference}}',
    text: 'Hola {{partnerName}}:\n\nTu comisión de socio de {{amount}} por {{period}} se ha pagado.\n\nReferencia: {{reference}}\n',
  },
  supportGuestReply: {
    subject: 'Soporte ha respondido a tu mensaje',
    body: 'Hola {{name}}:\n\nNuestro equipo de soporte ha respondido a tu mensaje del chat:\n\n> {{answer}}\n\nPuedes seguir la conversación desde la [página de acceso]({{link}}).',
    text: 'Hola {{name}}:\n\nNuestro equipo de soporte ha respondido a tu mensaje del chat:\n\n{{answer}}\n\nPuedes seguir la conversación desde la página de acceso: {{link}}\n',
  },
};
