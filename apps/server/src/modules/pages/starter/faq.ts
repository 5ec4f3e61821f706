import type { StarterPage } from './starter-page';

const en = `## Account

### How do I open an account?

Choose *Register*, enter a username, your e-mail, your date of birth and a password, and pick your currency. You must be 18 or older. We send an e-mail to confirm your address.

### I forgot my password.

Choose *Forgot password* on the sign-in screen and enter your e-mail. We send a link that is valid for a short time; open it and choose a new password. All your other sessions are signed out.

### Can I change my currency?

No, an account keeps the currency chosen at registration.

## Payments

### How do I deposit?

Open [Bank](/bank), choose a payment method and an amount. The minimum, maximum and any fee are shown before you confirm. Your deposit limits apply.

### How long does a withdrawal take?

The amount leaves your balance as soon as you request it. Our payments team checks the request, usually within one working day, then pays it to the method you chose or rejects it with a reason (a rejected withdrawal returns the money to your balance).

## Betting

### How do I place a bet?

Tap a price to add it to the betslip, enter your stake and confirm. Singles, multiples and system bets are supported. Accepted bets appear in **My bets**.

### Why was my in-play bet refused?

In-play bets wait a few seconds before acceptance. If the market is suspended or the price moves in that time, the bet is refused or you are asked to accept the new price.

### What is cash-out?

For many open bets we offer to settle early at the current price. The offer changes with the match; the amount is paid when you confirm.

### What is the exchange?

On the exchange you back (bet for) or lay (bet against) an outcome against other customers, at prices you choose. A commission is taken from net winnings per market.

## Casino

### Are the games fair?

Every result comes from a provably fair process: you can check each round against the published seeds after they are rotated. Each game's return to player is computed from its rules and shown in the lobby.

## Staying in control

### How do I set a limit or take a break?

Go to your [Profile](/profile). You can set deposit limits, take a time-out or exclude yourself; see [Responsible gambling](/view-page/responsible-gambling) for how each works.

### Can support lift my time-out or self-exclusion?

No. They cannot be lifted or shortened early by anyone.

Did not find your answer? [Contact us](/view-page/contact).`;

const es = `## Cuenta

### ¿Cómo abro una cuenta?

Elige *Registrarse*, introduce un nombre de usuario, tu correo, tu fecha de nacimiento y una contraseña, y elige tu moneda. Debes tener 18 años o más. Te enviamos un correo para confirmar tu dirección.

### He olvidado mi contraseña.

Elige *¿Olvidaste tu contraseña?* en la pantalla de acceso e introduce tu correo. Te enviamos un enlace válido durante poco tiempo; ábrelo y elige una contraseña nueva. Se cierran todas tus demás sesiones.

### ¿Puedo cambiar de moneda?

No, la cuenta mantiene la moneda elegida al registrarte.

## Pagos

### ¿Cómo deposito?

Abre [Banco](/bank), elige un método de pago y un importe. El mínimo, el máximo y la comisión, si la hay, se muestran antes de confirmar. Se aplican tus límites de depósito.

### ¿Cuánto tarda una retirada?

El importe sale de tu saldo en cuanto la solicitas. Nuestro equipo de pagos revisa la solicitud, normalmente en un día laborable, y la paga al método elegido o la rechaza indicando el motivo (una retirada rechazada devuelve el dinero a tu saldo).

## Apuestas

### ¿Cómo hago una apuesta?

Toca una cuota para añadirla al boleto, introduce el importe y confirma. Hay apuestas simples, combinadas y de sistema. Las apuestas aceptadas aparecen en **Mis apuestas**.

### ¿Por qué se rechazó mi apuesta en directo?

Las apuestas en directo esperan unos segundos antes de aceptarse. Si el mercado se suspende o la cuota cambia en ese tiempo, la apuesta se rechaza o se te pide aceptar la nueva cuota.

### ¿Qué es el cash-out?

En muchas apuestas abiertas te ofrecemos liquidarlas antes al precio actual. La oferta cambia con el partido; el importe se paga cuando confirmas.

### ¿Qué es el exchange?

En el exchange apuestas a favor o en contra de un resultado frente a otros clientes, a las cuotas que elijas. Se cobra una comisión sobre las ganancias netas de cada mercado.

## Casino

### ¿Los juegos son justos?

Cada resultado sale de un proceso demostrablemente justo: puedes comprobar cada ronda con las semillas publicadas cuando se renuevan. El retorno al jugador de cada juego se calcula a partir de sus reglas y se muestra en el lobby.

## Mantener el control

### ¿Cómo fijo un límite o me tomo un descanso?

Ve a tu [Perfil](/profile). Puedes fijar límites de depósito, tomarte una pausa o autoexcluirte; consulta [Juego responsable](/view-page/responsible-gambling) para saber cómo funciona cada opción.

### ¿Puede el soporte levantar mi pausa o mi autoexclusión?

No. Nadie puede levantarlas ni acortarlas antes de tiempo.

¿No encuentras tu respuesta? [Contáctanos](/view-page/contact).`;

const hi = `## खाता

### मैं खाता कैसे खोलूँ?

*पंजीकरण* चुनें, यूज़रनेम, अपना ईमेल, जन्मतिथि और पासवर्ड डालें, और अपनी मुद्रा चुनें। आपकी आयु 18 वर्ष या अधिक होनी चाहिए। आपके पते की पुष्टि के लिए हम एक ईमेल भेजते हैं।

### मैं अपना पासवर्ड भूल गया हूँ।

साइन-इन स्क्रीन पर *पासवर्ड भूल गए* चुनें और अपना ईमेल डालें। हम थोड़े समय के लिए मान्य एक लिंक भेजते हैं; उसे खोलकर नया पासवर्ड चुनें। आपके बाक़ी सभी सत्र साइन आउट हो जाते हैं।

### क्या मैं अपनी मुद्रा बदल सकता हूँ?

नहीं, खाते में वही मुद्रा रहती है जो पंजीकरण के समय चुनी गई थी।

## भुगतान

### मैं जमा कैसे करूँ?

[बैंक](/bank) खोलें, भुगतान का तरीक़ा और राशि चुनें। पुष्टि से पहले न्यूनतम, अधिकतम राशि और शुल्क (अगर हो) दिखाए जाते हैं। आपकी जमा सीमाएँ लागू होती हैं।

### निकासी में कितना समय लगता है?

अनुरोध करते ही राशि आपके बैलेंस से निकल जाती है। हमारी भुगतान टीम अनुरोध की जाँच करती है, आमतौर पर एक कार्यदिवस में, और फिर चुने गए तरीक़े से भुगतान करती है या कारण बताकर अस्वीकार करती है (अस्वीकार होने पर पैसा आपके बैलेंस में लौट आता है)।

## दांव

### मैं दांव कैसे लगाऊँ?

किसी भाव पर टैप करके उसे बेटस्लिप में जोड़ें, राशि डालें और पुष्टि करें। सिंगल, मल्टीपल और सिस्टम दांव उपलब्ध हैं। स्वीकार हुए दांव **मेरे दांव** में दिखते हैं।

### मेरा लाइव दांव अस्वीकार क्यों हुआ?

लाइव दांव स्वीकार होने से पहले कुछ सेकंड रुकते हैं। अगर उस दौरान बाज़ार निलंबित हो जाए या भाव बदल जाए, तो दांव अस्वीकार होता है या आपसे नया भाव स्वीकार करने को कहा जाता है।

### कैश-आउट क्या है?

कई खुले दांवों पर हम मौजूदा भाव पर पहले ही निपटान का प्रस्ताव देते हैं। प्रस्ताव मैच के साथ बदलता है; पुष्टि करने पर राशि का भुगतान होता है।

### एक्सचेंज क्या है?

एक्सचेंज पर आप दूसरे ग्राहकों के विरुद्ध, अपने चुने भाव पर, किसी परिणाम के पक्ष में (बैक) या विरोध में (ले) दांव लगाते हैं। हर बाज़ार की शुद्ध जीत पर कमीशन लिया जाता है।

## कैसीनो

### क्या गेम निष्पक्ष हैं?

हर परिणाम एक सत्यापन-योग्य निष्पक्ष प्रक्रिया से आता है: सीड बदलने के बाद आप प्रकाशित सीड से हर राउंड जाँच सकते हैं। हर गेम का रिटर्न-टू-प्लेयर उसके नियमों से गणना करके लॉबी में दिखाया जाता है।

## नियंत्रण में रहना

### मैं सीमा कैसे लगाऊँ या विराम कैसे लूँ?

अपनी [प्रोफ़ाइल](/profile) पर जाएँ। आप जमा सीमाएँ लगा सकते हैं, टाइम-आउट ले सकते हैं या स्व-बहिष्कार कर सकते हैं; हर विकल्प कैसे काम करता है, यह [ज़िम्मेदार जुआ](/view-page/responsible-gambling) में देखें।

### क्या सहायता टीम मेरा टाइम-आउट या स्व-बहिष्कार हटा सकती है?

नहीं। इन्हें कोई भी समय से पहले हटा या छोटा नहीं कर सकता।

जवाब नहीं मिला? [हमसे संपर्क करें](/view-page/contact)।`;

export const faqPage: StarterPage = {
  slug: 'faq',
  content: {
    en: { title: 'Frequently asked questions', body: en },
    es: { title: 'Preguntas frecuentes', body: es },
    hi: { title: 'अक्सर पूछे जाने वाले प्रश्न', body: hi },
  },
};
