import type { StarterPage } from './starter-page';

const en = `These terms apply to everyone who opens an account with Oddsmith or uses the site. By registering you accept them. Please read them together with our [Privacy policy](/view-page/privacy) and [Responsible gambling](/view-page/responsible-gambling) pages.

## 1. Your account

- You must be **18 or older** and allowed to bet where you live. We may ask for proof of age and identity at any time and suspend the account until we receive it.
- One account per person. Keep your password secret; you are responsible for what happens under your login.
- Your account holds one currency, chosen at registration.

## 2. Deposits and withdrawals

- Deposits are accepted through the payment methods shown on the [Bank](/bank) page, each with its own minimum, maximum and fees, shown before you confirm.
- A withdrawal holds the amount from your balance as soon as you request it. Our team checks and then pays or rejects it; a rejected withdrawal returns the money to your balance. You cannot cancel a withdrawal once requested.
- We may ask for documents before paying a withdrawal, to meet anti-money-laundering rules.

## 3. Bets

- A bet is accepted only when it appears in **My bets** with its stake and odds. If the odds change before acceptance, you are asked again unless you chose to accept changes.
- In-play bets are accepted after a short delay; if the market is suspended or the price moves during that delay, the bet may be refused.
- Bets are settled on the official result. If an event is abandoned or a market cannot be settled, stakes on it are returned.
- Cash-out, where offered, is an offer at the current price; the amount may change or the offer be withdrawn until you confirm.
- Obvious price errors (a price clearly far from the market) may be settled at the correct price or voided.

## 4. Exchange

On the exchange you bet against other customers. Matched bets are binding; unmatched parts can be cancelled. A commission is charged on net winnings per market, as shown on the exchange pages.

## 5. Casino

Every game's return to player is computed from its rules and published in the lobby. Outcomes use a provably fair random process and never adapt to your results. A round interrupted by a connection problem is completed on our side and recorded in your history.

## 6. Responsible gambling

You can set deposit limits, take a time-out or exclude yourself at any time from your [Profile](/profile). Time-outs and self-exclusions cannot be lifted early.

## 7. Closing or suspending accounts

You can ask us to close your account at any time; the remaining balance is paid to you. We may suspend or close an account in case of fraud, multiple accounts, abuse of offers or breach of these terms, and we will explain why unless the law forbids it.

## 8. Complaints

Write to us at the address on the [Contact](/view-page/contact) page. We answer within 14 days.

## 9. Changes

We may update these terms. The version in force is always the one on this page; the date it was last updated is shown under the title.`;

const es = `Estas condiciones se aplican a todas las personas que abren una cuenta en Oddsmith o usan el sitio. Al registrarte las aceptas. Léelas junto con nuestra [Política de privacidad](/view-page/privacy) y la página de [Juego responsable](/view-page/responsible-gambling).

## 1. Tu cuenta

- Debes tener **18 años o más** y poder apostar legalmente donde vives. Podemos pedirte prueba de edad e identidad en cualquier momento y suspender la cuenta hasta recibirla.
- Una cuenta por persona. Mantén tu contraseña en secreto; eres responsable de lo que ocurra con tu acceso.
- Tu cuenta tiene una sola moneda, elegida al registrarte.

## 2. Depósitos y retiradas

- Los depósitos se aceptan con los métodos de pago de la página [Banco](/bank), cada uno con su mínimo, máximo y comisiones, que se muestran antes de confirmar.
- Una retirada retiene el importe de tu saldo en cuanto la solicitas. Nuestro equipo la revisa y después la paga o la rechaza; una retirada rechazada devuelve el dinero a tu saldo. No puedes cancelar una retirada ya solicitada.
- Podemos pedir documentos antes de pagar una retirada, para cumplir las normas contra el blanqueo de capitales.

## 3. Apuestas

- Una apuesta solo está aceptada cuando aparece en **Mis apuestas** con su importe y su cuota. Si la cuota cambia antes de aceptarse, se te vuelve a preguntar salvo que hayas elegido aceptar cambios.
- Las apuestas en directo se aceptan tras un breve retraso; si el mercado se suspende o el precio cambia durante ese tiempo, la apuesta puede rechazarse.
- Las apuestas se liquidan según el resultado oficial. Si un evento se abandona o un mercado no puede liquidarse, se devuelven los importes apostados.
- El cash-out, cuando se ofrece, es una oferta al precio actual; el importe puede cambiar o la oferta retirarse hasta que confirmes.
- Los errores evidentes de cuota (un precio claramente alejado del mercado) pueden liquidarse al precio correcto o anularse.

## 4. Exchange

En el exchange apuestas contra otros clientes. Las apuestas casadas son firmes; las partes no casadas pueden cancelarse. Se cobra una comisión sobre las ganancias netas de cada mercado, como se indica en las páginas del exchange.

## 5. Casino

El retorno al jugador de cada juego se calcula a partir de sus reglas y se publica en el lobby. Los resultados usan un proceso aleatorio demostrablemente justo y nunca se adaptan a tus resultados. Una ronda interrumpida por un problema de conexión se completa en nuestro sistema y queda en tu historial.

## 6. Juego responsable

Puedes fijar límites de depósito, tomarte una pausa o autoexcluirte en cualquier momento desde tu [Perfil](/profile). Las pausas y autoexclusiones no pueden levantarse antes de tiempo.

## 7. Cierre o suspensión de cuentas

Puedes pedirnos que cerremos tu cuenta en cualquier momento; se te paga el saldo restante. Podemos suspender o cerrar una cuenta por fraude, cuentas múltiples, abuso de ofertas o incumplimiento de estas condiciones, y te explicaremos el motivo salvo que la ley lo impida.

## 8. Reclamaciones

Escríbenos a la dirección de la página de [Contacto](/view-page/contact). Respondemos en un plazo de 14 días.

## 9. Cambios

Podemos actualizar estas condiciones. La versión vigente es siempre la de esta página; la fecha de su última actualización aparece bajo el título.`;

const hi = `ये शर्तें हर उस व्यक्ति पर लागू होती हैं जो Oddsmith पर खाता खोलता है या साइट का उपयोग करता है। पंजीकरण करके आप इन्हें स्वीकार करते हैं। कृपया इन्हें हमारी [गोपनीयता नीति](/view-page/privacy) और [ज़िम्मेदार जुआ](/view-page/responsible-gambling) पृष्ठों के साथ पढ़ें।

## 1. आपका खाता

- आपकी आयु **18 वर्ष या अधिक** होनी चाहिए और जहाँ आप रहते हैं वहाँ दांव लगाना आपके लिए वैध होना चाहिए। हम कभी भी आयु और पहचान का प्रमाण माँग सकते हैं और उसके मिलने तक खाता निलंबित कर सकते हैं।
- प्रति व्यक्ति एक खाता। अपना पासवर्ड गोपनीय रखें; आपके लॉगिन से जो भी होता है उसकी ज़िम्मेदारी आपकी है।
- आपके खाते की एक ही मुद्रा होती है, जो पंजीकरण के समय चुनी जाती है।

## 2. जमा और निकासी

- जमा [बैंक](/bank) पृष्ठ पर दिखाए गए भुगतान तरीक़ों से स्वीकार होते हैं; हर तरीक़े की न्यूनतम, अधिकतम राशि और शुल्क पुष्टि से पहले दिखाए जाते हैं।
- निकासी का अनुरोध करते ही वह राशि आपके बैलेंस से रोक ली जाती है। हमारी टीम उसे जाँचकर भुगतान करती है या अस्वीकार करती है; अस्वीकार होने पर पैसा आपके बैलेंस में लौट आता है। अनुरोध के बाद निकासी रद्द नहीं की जा सकती।
- धन-शोधन विरोधी नियमों के पालन के लिए हम निकासी से पहले दस्तावेज़ माँग सकते हैं।

## 3. दांव

- दांव तभी स्वीकार माना जाता है जब वह अपनी राशि और ऑड्स के साथ **मेरे दांव** में दिखे। अगर स्वीकार होने से पहले ऑड्स बदलते हैं, तो आपसे दोबारा पूछा जाता है, जब तक आपने बदलाव स्वीकार करना न चुना हो।
- लाइव दांव थोड़ी देर बाद स्वीकार होते हैं; अगर उस दौरान बाज़ार निलंबित हो जाए या भाव बदल जाए, तो दांव अस्वीकार हो सकता है।
- दांवों का निपटान आधिकारिक परिणाम पर होता है। अगर कोई इवेंट रद्द हो या बाज़ार का निपटान न हो सके, तो उस पर लगी राशि लौटा दी जाती है।
- कैश-आउट, जहाँ उपलब्ध हो, मौजूदा भाव पर एक प्रस्ताव है; आपकी पुष्टि तक राशि बदल सकती है या प्रस्ताव वापस लिया जा सकता है।
- भाव की स्पष्ट त्रुटियों (बाज़ार से बहुत अलग भाव) का निपटान सही भाव पर किया जा सकता है या दांव रद्द किया जा सकता है।

## 4. एक्सचेंज

एक्सचेंज पर आप दूसरे ग्राहकों के विरुद्ध दांव लगाते हैं। मिलान हुए दांव बाध्यकारी हैं; बिना मिलान वाले हिस्से रद्द किए जा सकते हैं। हर बाज़ार की शुद्ध जीत पर कमीशन लिया जाता है, जैसा एक्सचेंज पृष्ठों पर दिखाया गया है।

## 5. कैसीनो

हर गेम का रिटर्न-टू-प्लेयर उसके नियमों से गणना करके लॉबी में प्रकाशित किया जाता है। परिणाम एक सत्यापन-योग्य निष्पक्ष यादृच्छिक प्रक्रिया से आते हैं और आपके परिणामों के अनुसार कभी नहीं बदलते। कनेक्शन की समस्या से रुका हुआ राउंड हमारी ओर से पूरा होता है और आपके इतिहास में दर्ज होता है।

## 6. ज़िम्मेदार जुआ

आप अपनी [प्रोफ़ाइल](/profile) से कभी भी जमा सीमाएँ लगा सकते हैं, टाइम-आउट ले सकते हैं या स्व-बहिष्कार कर सकते हैं। टाइम-आउट और स्व-बहिष्कार समय से पहले नहीं हटाए जा सकते।

## 7. खाता बंद या निलंबित करना

आप कभी भी हमसे अपना खाता बंद करने को कह सकते हैं; बचा हुआ बैलेंस आपको भुगतान कर दिया जाता है। धोखाधड़ी, एक से अधिक खाते, ऑफ़र के दुरुपयोग या इन शर्तों के उल्लंघन पर हम खाता निलंबित या बंद कर सकते हैं, और क़ानून मना न करे तो कारण बताएँगे।

## 8. शिकायतें

[संपर्क](/view-page/contact) पृष्ठ पर दिए पते पर हमें लिखें। हम 14 दिनों के भीतर उत्तर देते हैं।

## 9. बदलाव

हम इन शर्तों को अपडेट कर सकते हैं। लागू संस्करण हमेशा इसी पृष्ठ पर होता है; पिछली बार अपडेट होने की तारीख़ शीर्षक के नीचे दिखाई जाती है।`;

export const termsPage: StarterPage = {
  slug: 'terms',
  content: {
    en: { title: 'Terms and conditions', body: en },
    es: { title: 'Términos y condiciones', body: es },
    hi: { title: 'नियम और शर्तें', body: hi },
  },
};
