import type { StarterPage } from './starter-page';

const en = `This policy explains what personal data Oddsmith keeps, why, and what you can ask of us.

## What we collect

- **Account data**: username, e-mail address, date of birth, currency and password (stored only as a one-way hash; nobody at Oddsmith can read it).
- **Transactions**: deposits, withdrawals, bets, exchange orders and casino rounds, with their amounts and times.
- **Responsible-gambling settings**: your limits, time-outs and self-exclusions.
- **Technical data**: sign-in sessions, the IP address and browser of a session, and the language and theme you chose.
- **Support messages** you send us.

## Why we use it

- To run your account and pay you what you win (contract).
- To verify your age and identity and prevent fraud and money laundering (legal obligation).
- To protect players: to apply your limits and, where we are worried, to contact you (legal obligation and legitimate interest).
- To send the e-mails the service needs: address verification, password reset, payment confirmations. We do not send marketing without your consent.

## Who sees it

Only staff who need it for their job, each with the access their role allows; every staff action on an account is recorded. We share data with payment providers to process your payments, and with authorities when the law requires it. We never sell your data.

## How long we keep it

Transaction and identity records are kept for as long as gambling and anti-money-laundering law requires (usually 5 years after the account closes). Self-exclusion records are kept for the whole exclusion period and longer where the law requires it.

## Cookies and storage

We use your browser's storage to keep you signed in and to remember your betslip, language and theme. A partner link (\`?aff=\`) sets a cookie for 30 days so a registration is credited to that partner. We use no advertising trackers.

## Your rights

You can ask for a copy of your data, its correction or deletion (where we are not obliged to keep it), and you can object to its use. Write to us through the [Contact](/view-page/contact) page. You can also complain to your data-protection authority.`;

const es = `Esta política explica qué datos personales guarda Oddsmith, por qué y qué puedes pedirnos.

## Qué recogemos

- **Datos de la cuenta**: nombre de usuario, correo electrónico, fecha de nacimiento, moneda y contraseña (guardada solo como hash irreversible; nadie en Oddsmith puede leerla).
- **Transacciones**: depósitos, retiradas, apuestas, órdenes del exchange y rondas de casino, con sus importes y horas.
- **Ajustes de juego responsable**: tus límites, pausas y autoexclusiones.
- **Datos técnicos**: sesiones iniciadas, la dirección IP y el navegador de cada sesión, y el idioma y tema que elegiste.
- **Mensajes de soporte** que nos envías.

## Para qué los usamos

- Para gestionar tu cuenta y pagarte lo que ganes (contrato).
- Para verificar tu edad e identidad y prevenir el fraude y el blanqueo de capitales (obligación legal).
- Para proteger a los jugadores: aplicar tus límites y, si nos preocupa tu juego, contactarte (obligación legal e interés legítimo).
- Para enviar los correos que el servicio necesita: verificación de la dirección, cambio de contraseña, confirmaciones de pago. No enviamos publicidad sin tu consentimiento.

## Quién los ve

Solo el personal que los necesita para su trabajo, cada uno con el acceso que permite su función; cada acción del personal sobre una cuenta queda registrada. Compartimos datos con los proveedores de pago para procesar tus pagos y con las autoridades cuando la ley lo exige. Nunca vendemos tus datos.

## Cuánto tiempo los guardamos

Los registros de transacciones e identidad se guardan el tiempo que exigen las leyes del juego y contra el blanqueo (normalmente 5 años después de cerrar la cuenta). Los registros de autoexclusión se guardan durante todo el periodo de exclusión y más si la ley lo exige.

## Cookies y almacenamiento

Usamos el almacenamiento del navegador para mantener tu sesión y recordar tu boleto, idioma y tema. Un enlace de afiliado (\`?aff=\`) guarda una cookie durante 30 días para que el registro se atribuya a ese afiliado. No usamos rastreadores publicitarios.

## Tus derechos

Puedes pedir una copia de tus datos, su corrección o su eliminación (cuando no estemos obligados a conservarlos), y oponerte a su uso. Escríbenos desde la página de [Contacto](/view-page/contact). También puedes reclamar ante tu autoridad de protección de datos.`;

const hi = `यह नीति बताती है कि Oddsmith कौन-सा व्यक्तिगत डेटा रखता है, क्यों रखता है, और आप हमसे क्या माँग सकते हैं।

## हम क्या एकत्र करते हैं

- **खाता डेटा**: यूज़रनेम, ईमेल पता, जन्मतिथि, मुद्रा और पासवर्ड (केवल एकतरफ़ा हैश के रूप में सहेजा जाता है; Oddsmith में कोई उसे पढ़ नहीं सकता)।
- **लेन-देन**: जमा, निकासी, दांव, एक्सचेंज ऑर्डर और कैसीनो राउंड, उनकी राशि और समय के साथ।
- **ज़िम्मेदार जुआ सेटिंग**: आपकी सीमाएँ, टाइम-आउट और स्व-बहिष्कार।
- **तकनीकी डेटा**: साइन-इन सत्र, सत्र का IP पता और ब्राउज़र, और आपकी चुनी भाषा और थीम।
- आपके द्वारा भेजे गए **सहायता संदेश**।

## हम इसका उपयोग क्यों करते हैं

- आपका खाता चलाने और आपकी जीत का भुगतान करने के लिए (अनुबंध)।
- आपकी आयु और पहचान सत्यापित करने तथा धोखाधड़ी और धन-शोधन रोकने के लिए (क़ानूनी दायित्व)।
- खिलाड़ियों की सुरक्षा के लिए: आपकी सीमाएँ लागू करने और चिंता होने पर आपसे संपर्क करने के लिए (क़ानूनी दायित्व और वैध हित)।
- सेवा के लिए ज़रूरी ईमेल भेजने के लिए: पते का सत्यापन, पासवर्ड रीसेट, भुगतान की पुष्टि। आपकी सहमति के बिना हम विज्ञापन नहीं भेजते।

## इसे कौन देखता है

केवल वे कर्मचारी जिन्हें अपने काम के लिए इसकी ज़रूरत है, हर कोई अपनी भूमिका के अनुसार पहुँच के साथ; किसी खाते पर कर्मचारियों की हर कार्रवाई दर्ज होती है। आपके भुगतान संसाधित करने के लिए हम भुगतान प्रदाताओं के साथ, और क़ानून की माँग पर अधिकारियों के साथ डेटा साझा करते हैं। हम आपका डेटा कभी नहीं बेचते।

## हम इसे कितने समय तक रखते हैं

लेन-देन और पहचान के रिकॉर्ड उतने समय तक रखे जाते हैं जितना जुआ और धन-शोधन विरोधी क़ानून माँगते हैं (आमतौर पर खाता बंद होने के 5 साल बाद तक)। स्व-बहिष्कार के रिकॉर्ड पूरी बहिष्कार अवधि तक, और क़ानून की माँग हो तो उससे अधिक समय तक रखे जाते हैं।

## कुकीज़ और स्टोरेज

आपको साइन इन रखने और आपकी बेटस्लिप, भाषा और थीम याद रखने के लिए हम ब्राउज़र स्टोरेज का उपयोग करते हैं। पार्टनर लिंक (\`?aff=\`) 30 दिनों के लिए एक कुकी रखता है ताकि पंजीकरण उस पार्टनर के नाम दर्ज हो। हम कोई विज्ञापन ट्रैकर उपयोग नहीं करते।

## आपके अधिकार

आप अपने डेटा की प्रति, उसमें सुधार या उसे हटाने (जहाँ हमें उसे रखना अनिवार्य न हो) की माँग कर सकते हैं, और उसके उपयोग पर आपत्ति कर सकते हैं। [संपर्क](/view-page/contact) पृष्ठ से हमें लिखें। आप अपने डेटा संरक्षण प्राधिकरण से शिकायत भी कर सकते हैं।`;

export const privacyPage: StarterPage = {
  slug: 'privacy',
  content: {
    en: { title: 'Privacy policy', body: en },
    es: { title: 'Política de privacidad', body: es },
    hi: { title: 'गोपनीयता नीति', body: hi },
  },
};
