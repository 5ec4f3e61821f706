import type { StarterPage } from './starter-page';

const en = `Betting should stay a form of entertainment that you can afford. Oddsmith gives you tools to keep it that way. You find all of them on your **[Profile](/profile)** under *Responsible gambling*; you can use them at any time, without asking anyone.

## Deposit limits

Set the most you can deposit in **24 hours**, **7 days** and **30 days**. You can set one, two or all three; the lowest remaining amount wins, and the deposit screen shows how much you can still deposit.

- Lowering a limit, or setting a new one, applies **at once**.
- Raising or removing a limit waits **24 hours**, so a decision made in the heat of the moment has time to cool down. The profile shows the pending change and when it applies.

A deposit limit is also the simplest way to cap what you can lose: you cannot lose more than you put in. We do not offer separate loss or stake limits; our staff can lower the stakes an account may place if we are worried about your play.

## Time-out

Take a break from **24 hours up to 6 weeks**. While it runs you cannot place bets, play casino games, trade on the exchange or deposit. You can still sign in to see your account and withdraw your balance. A time-out cannot be lifted or shortened early, not even by our support team; you can only extend it.

## Self-exclusion

If you feel you need a longer break, exclude yourself for **6 months up to 5 years**. Betting, casino play and deposits stay blocked for the whole period. Self-exclusion cannot be cancelled or shortened, not by you and not by us. If you hold accounts with other operators, exclude yourself there too.

## Reality check

Choose a reminder every **5 to 480 minutes**. When it is due, a message tells you how long you have been playing and your result since you signed in, and you confirm before you carry on. Your session time and net position are also shown in the header the whole time you are signed in.

## Signs that gambling is becoming a problem

- You spend more money or time than you planned, or chase losses.
- You borrow money, or use money meant for bills, to gamble.
- Gambling affects your work, sleep, relationships or mood.
- You feel anxious or irritable when you are not gambling.

If any of this sounds familiar, set a limit or take a break now, and talk to someone.

## Where to get help

- **GamCare** (UK): [www.gamcare.org.uk](https://www.gamcare.org.uk), free helpline 0808 8020 133.
- **Gamblers Anonymous**: [www.gamblersanonymous.org](https://www.gamblersanonymous.org), meetings in many countries.
- **BeGambleAware**: [www.begambleaware.org](https://www.begambleaware.org).
- **Gambling Therapy**: [www.gamblingtherapy.org](https://www.gamblingtherapy.org), free support in several languages, including Spanish and Hindi.

Our support team can also help you set up any of these tools: see [Contact](/view-page/contact).

## Under 18s

You must be 18 or older to open an account. We check the date of birth at registration and may ask for proof of age. If a child uses your device, protect it with parental-control software and never share your password.`;

const es = `Apostar debe seguir siendo un entretenimiento que te puedas permitir. Oddsmith te da herramientas para que así sea. Las encontrarás todas en tu **[Perfil](/profile)**, en *Juego responsable*; puedes usarlas en cualquier momento sin pedir permiso a nadie.

## Límites de depósito

Fija lo máximo que puedes depositar en **24 horas**, **7 días** y **30 días**. Puedes fijar uno, dos o los tres; manda el importe restante más bajo, y la pantalla de depósito te muestra cuánto puedes depositar todavía.

- Bajar un límite, o fijar uno nuevo, se aplica **al instante**.
- Subir o quitar un límite espera **24 horas**, para que una decisión tomada en caliente tenga tiempo de enfriarse. El perfil muestra el cambio pendiente y cuándo se aplica.

Un límite de depósito es también la forma más sencilla de limitar lo que puedes perder: no puedes perder más de lo que ingresas. No ofrecemos límites de pérdidas ni de apuesta por separado; nuestro equipo puede reducir las apuestas que admite una cuenta si nos preocupa tu forma de jugar.

## Pausa (time-out)

Tómate un descanso de **24 horas a 6 semanas**. Mientras dure no podrás apostar, jugar en el casino, operar en el exchange ni depositar. Sí podrás iniciar sesión para ver tu cuenta y retirar tu saldo. Una pausa no se puede levantar ni acortar antes de tiempo, ni siquiera por nuestro equipo de soporte; solo se puede ampliar.

## Autoexclusión

Si necesitas un descanso más largo, autoexclúyete de **6 meses a 5 años**. Las apuestas, el casino y los depósitos quedan bloqueados durante todo el periodo. La autoexclusión no se puede cancelar ni acortar, ni por ti ni por nosotros. Si tienes cuentas en otros operadores, autoexclúyete también allí.

## Control de realidad

Elige un recordatorio cada **5 a 480 minutos**. Cuando llega, un aviso te dice cuánto tiempo llevas jugando y tu resultado desde que iniciaste sesión, y confirmas antes de seguir. El tiempo de sesión y tu resultado neto también se ven en la cabecera mientras tienes la sesión iniciada.

## Señales de que el juego se está convirtiendo en un problema

- Gastas más dinero o tiempo del previsto, o intentas recuperar lo perdido.
- Pides prestado, o usas dinero destinado a facturas, para jugar.
- El juego afecta a tu trabajo, tu sueño, tus relaciones o tu estado de ánimo.
- Te sientes ansioso o irritable cuando no juegas.

Si algo de esto te suena, fija un límite o tómate un descanso ahora, y habla con alguien.

## Dónde pedir ayuda

- **Jugadores Anónimos**: [www.jugadoresanonimos.org](https://www.jugadoresanonimos.org), grupos en muchos países.
- **FEJAR** (España): [www.fejar.org](https://www.fejar.org), federación de asociaciones de jugadores en rehabilitación.
- **Gambling Therapy**: [www.gamblingtherapy.org](https://www.gamblingtherapy.org), apoyo gratuito en varios idiomas, también en español.

Nuestro equipo de soporte también puede ayudarte a configurar cualquiera de estas herramientas: consulta [Contacto](/view-page/contact).

## Menores de 18 años

Debes tener 18 años o más para abrir una cuenta. Comprobamos la fecha de nacimiento al registrarte y podemos pedir una prueba de edad. Si un menor usa tu dispositivo, protégelo con control parental y no compartas nunca tu contraseña.`;

const hi = `सट्टा मनोरंजन का एक साधन बना रहना चाहिए, जिसका ख़र्च आप उठा सकें। Oddsmith आपको ऐसे साधन देता है जिनसे यह बना रहे। ये सभी आपकी **[प्रोफ़ाइल](/profile)** में *ज़िम्मेदार जुआ* के अंतर्गत मिलते हैं; आप इन्हें किसी से पूछे बिना, कभी भी इस्तेमाल कर सकते हैं।

## जमा सीमाएँ

तय करें कि आप **24 घंटे**, **7 दिन** और **30 दिन** में अधिकतम कितना जमा कर सकते हैं। आप एक, दो या तीनों सीमाएँ रख सकते हैं; जो बची हुई राशि सबसे कम है वही लागू होती है, और जमा स्क्रीन बताती है कि आप अभी और कितना जमा कर सकते हैं।

- सीमा घटाना या नई सीमा लगाना **तुरंत** लागू होता है।
- सीमा बढ़ाना या हटाना **24 घंटे** बाद लागू होता है, ताकि जल्दबाज़ी में लिया गया फ़ैसला ठंडा हो सके। प्रोफ़ाइल में लंबित बदलाव और उसके लागू होने का समय दिखता है।

जमा सीमा यह तय करने का सबसे आसान तरीक़ा भी है कि आप कितना हार सकते हैं: आप जितना जमा करते हैं उससे ज़्यादा नहीं हार सकते। हम अलग से हानि या दांव सीमाएँ नहीं देते; अगर हमें आपके खेल को लेकर चिंता हो, तो हमारी टीम किसी खाते के दांव कम कर सकती है।

## टाइम-आउट

**24 घंटे से 6 हफ़्ते** तक का विराम लें। इस दौरान आप दांव नहीं लगा सकते, कैसीनो गेम नहीं खेल सकते, एक्सचेंज पर ट्रेड नहीं कर सकते और जमा नहीं कर सकते। आप साइन इन करके अपना खाता देख सकते हैं और अपनी राशि निकाल सकते हैं। टाइम-आउट को समय से पहले हटाया या छोटा नहीं किया जा सकता, हमारी सहायता टीम भी ऐसा नहीं कर सकती; इसे केवल बढ़ाया जा सकता है।

## स्व-बहिष्कार

अगर आपको लंबे विराम की ज़रूरत लगे, तो ख़ुद को **6 महीने से 5 साल** तक के लिए बाहर कर लें। पूरी अवधि में दांव, कैसीनो और जमा बंद रहते हैं। स्व-बहिष्कार को न आप रद्द या छोटा कर सकते हैं, न हम। अगर दूसरे ऑपरेटरों के पास भी आपके खाते हैं, तो वहाँ भी ख़ुद को बाहर करें।

## रियलिटी चेक

हर **5 से 480 मिनट** पर एक अनुस्मारक चुनें। समय होने पर एक संदेश बताता है कि आप कितनी देर से खेल रहे हैं और साइन इन के बाद से आपका परिणाम क्या है, और आगे बढ़ने से पहले आप पुष्टि करते हैं। साइन इन रहने तक सत्र का समय और आपकी शुद्ध स्थिति हेडर में भी दिखती है।

## संकेत कि जुआ समस्या बन रहा है

- आप तय से ज़्यादा पैसा या समय ख़र्च करते हैं, या हारी हुई रकम वापस पाने के पीछे भागते हैं।
- आप जुए के लिए उधार लेते हैं, या बिलों के पैसे इस्तेमाल करते हैं।
- जुआ आपके काम, नींद, रिश्तों या मनोदशा पर असर डालता है।
- जुआ न खेलने पर आप बेचैन या चिड़चिड़े महसूस करते हैं।

अगर इनमें से कुछ भी जाना-पहचाना लगे, तो अभी सीमा लगाएँ या विराम लें, और किसी से बात करें।

## मदद कहाँ मिलेगी

- **Gambling Therapy**: [www.gamblingtherapy.org](https://www.gamblingtherapy.org), कई भाषाओं में, हिंदी सहित, निःशुल्क सहायता।
- **Gamblers Anonymous**: [www.gamblersanonymous.org](https://www.gamblersanonymous.org), कई देशों में बैठकें।
- **BeGambleAware**: [www.begambleaware.org](https://www.begambleaware.org)।

हमारी सहायता टीम भी इनमें से कोई भी साधन चालू करने में आपकी मदद कर सकती है: [संपर्क](/view-page/contact) देखें।

## 18 वर्ष से कम आयु

खाता खोलने के लिए आपकी आयु 18 वर्ष या अधिक होनी चाहिए। हम पंजीकरण पर जन्मतिथि जाँचते हैं और आयु का प्रमाण माँग सकते हैं। अगर कोई बच्चा आपका डिवाइस इस्तेमाल करता है, तो पैरेंटल कंट्रोल लगाएँ और अपना पासवर्ड कभी साझा न करें।`;

export const responsibleGamblingPage: StarterPage = {
  slug: 'responsible-gambling',
  content: {
    en: { title: 'Responsible gambling', body: en },
    es: { title: 'Juego responsable', body: es },
    hi: { title: 'ज़िम्मेदार जुआ', body: hi },
  },
};
