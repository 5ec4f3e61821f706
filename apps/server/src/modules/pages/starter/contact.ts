import type { StarterPage } from './starter-page';

const en = `We are here to help with your account, payments, bets and anything about staying in control.

## E-mail

Write to **[support@oddsmith.test](mailto:support@oddsmith.test)** from the address registered on your account, and tell us your username. We answer within one working day. Never send us your password: we will never ask for it.

## Complaints

If you are not happy with an answer, reply with *Complaint* in the subject. We confirm receipt within 2 days and give a final answer within 14 days.

## Need to stop?

You do not need to contact us to take a break: set a time-out or self-exclusion yourself from your [Profile](/profile), effective at once. See [Responsible gambling](/view-page/responsible-gambling) for free, confidential help.`;

const es = `Estamos aquí para ayudarte con tu cuenta, tus pagos, tus apuestas y todo lo relacionado con mantener el control.

## Correo electrónico

Escribe a **[support@oddsmith.test](mailto:support@oddsmith.test)** desde la dirección registrada en tu cuenta e indícanos tu nombre de usuario. Respondemos en un día laborable. No nos envíes nunca tu contraseña: jamás te la pediremos.

## Reclamaciones

Si no estás conforme con una respuesta, responde con *Reclamación* en el asunto. Confirmamos la recepción en 2 días y damos una respuesta final en un plazo de 14 días.

## ¿Necesitas parar?

No hace falta que nos contactes para tomarte un descanso: fija tú mismo una pausa o una autoexclusión desde tu [Perfil](/profile), con efecto inmediato. En [Juego responsable](/view-page/responsible-gambling) encontrarás ayuda gratuita y confidencial.`;

const hi = `हम आपके खाते, भुगतान, दांव और नियंत्रण में रहने से जुड़ी हर बात में मदद के लिए यहाँ हैं।

## ईमेल

अपने खाते में दर्ज पते से **[support@oddsmith.test](mailto:support@oddsmith.test)** पर लिखें और अपना यूज़रनेम बताएँ। हम एक कार्यदिवस में उत्तर देते हैं। हमें कभी अपना पासवर्ड न भेजें: हम उसे कभी नहीं माँगेंगे।

## शिकायतें

अगर आप किसी उत्तर से संतुष्ट नहीं हैं, तो विषय में *शिकायत* लिखकर जवाब दें। हम 2 दिनों में प्राप्ति की पुष्टि करते हैं और 14 दिनों के भीतर अंतिम उत्तर देते हैं।

## रुकना चाहते हैं?

विराम लेने के लिए हमसे संपर्क करने की ज़रूरत नहीं है: अपनी [प्रोफ़ाइल](/profile) से ख़ुद टाइम-आउट या स्व-बहिष्कार लगाएँ, जो तुरंत लागू होता है। निःशुल्क और गोपनीय सहायता के लिए [ज़िम्मेदार जुआ](/view-page/responsible-gambling) देखें।`;

export const contactPage: StarterPage = {
  slug: 'contact',
  content: {
    en: { title: 'Contact us', body: en },
    es: { title: 'Contacto', body: es },
    hi: { title: 'संपर्क करें', body: hi },
  },
};
