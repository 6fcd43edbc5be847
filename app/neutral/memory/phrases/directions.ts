// The service's directions and thanks: stand, be seated, thank you for coming. Format: see ../shipped-phrases.ts.
export const directions = `
en Please stand.
es Por favor, pónganse de pie.
pt Por favor, fiquem de pé.
id Silakan berdiri.
zh 请起立。
ar من فضلكم قفوا.
hi कृपया खड़े हो जाइए।

en Would you please stand with me.
es Por favor, pónganse de pie conmigo.
pt Por favor, fiquem de pé comigo.
id Silakan berdiri bersama saya.
zh 请和我一起站起来。
ar من فضلكم قفوا معي.
hi कृपया मेरे साथ खड़े हो जाइए।

en Stand if you are able.
es Pónganse de pie si pueden.
pt Fiquem de pé, se puderem.
id Silakan berdiri jika Anda bisa.
zh 如果可以的话，请站起来。
ar قفوا إن استطعتم.
hi यदि आप खड़े हो सकते हैं तो खड़े हो जाइए।

en Thank you for being here.
es Gracias por estar aquí.
pt Obrigado por estarem aqui.
id Terima kasih sudah hadir di sini.
zh 谢谢你们的到来。
ar شكرًا لحضوركم.
hi यहाँ आने के लिए धन्यवाद।

en Thank you so much.
es Muchas gracias.
pt Muito obrigado.
id Terima kasih banyak.
zh 非常感谢。
ar شكرًا جزيلًا.
hi बहुत-बहुत धन्यवाद।

en Thank you, Pastor.
es Gracias, pastor.
pt Obrigado, pastor.
id Terima kasih, Pendeta.
zh 谢谢牧师。
ar شكرًا أيها القس.
hi धन्यवाद, पास्टर जी।

en God is good.
es Dios es bueno.
pt Deus é bom.
id Tuhan itu baik.
zh 神是美善的。
ar الله صالح.
hi परमेश्वर भला है।

en All the time.
es Todo el tiempo.
pt O tempo todo.
id Sepanjang waktu.
zh 一直都是。
ar في كل حين.
hi हर समय।

en And all the time, God is good.
es Y todo el tiempo, Dios es bueno.
pt E o tempo todo, Deus é bom.
id Dan sepanjang waktu, Tuhan itu baik.
zh 神一直都是美善的。
ar وفي كل حين، الله صالح.
hi और हर समय परमेश्वर भला है।

en Can I get an amen?
es ¿Puedo escuchar un amén?
pt Posso ouvir um amém?
id Boleh saya dengar amin?
zh 大家能说阿们吗？
ar هل أسمع آمين؟
hi क्या मैं एक आमीन सुन सकता हूँ?

en Amen.
es Amén.
pt Amém.
id Amin.
zh 阿们。
ar آمين.
hi आमीन।

en Hallelujah!
es ¡Aleluya!
pt Aleluia!
id Haleluya!
zh 哈利路亚！
ar هللويا!
hi हल्लिलूय्याह!

en Praise the Lord!
es ¡Alabado sea el Señor!
pt Louvado seja o Senhor!
id Puji Tuhan!
zh 赞美主！
ar سبحوا الرب!
hi प्रभु की स्तुति हो!

en Praise God!
es ¡Gloria a Dios!
pt Glória a Deus!
id Puji Tuhan!
zh 赞美神！
ar المجد لله!
hi परमेश्वर की स्तुति हो!

en Thank you, Jesus.
es Gracias, Jesús.
pt Obrigado, Jesus.
id Terima kasih, Yesus.
zh 感谢耶稣。
ar شكرًا يا يسوع.
hi धन्यवाद, यीशु।

en Thank you, Lord.
es Gracias, Señor.
pt Obrigado, Senhor.
id Terima kasih, Tuhan.
zh 感谢主。
ar شكرًا يا رب.
hi धन्यवाद, प्रभु।

en Glory to God.
es Gloria a Dios.
pt Glória a Deus.
id Kemuliaan bagi Allah.
zh 荣耀归于神。
ar المجد لله.
hi परमेश्वर की महिमा हो।

en Let us give the Lord a hand.
es Demos un aplauso al Señor.
pt Vamos dar uma salva de palmas ao Senhor.
id Mari kita bertepuk tangan bagi Tuhan.
zh 让我们为主鼓掌。
ar لنصفّق للرب.
hi आइए हम प्रभु के लिए तालियाँ बजाएँ।

en Let us welcome our guest speaker.
es Demos la bienvenida a nuestro predicador invitado.
pt Vamos dar as boas-vindas ao nosso pregador convidado.
id Mari kita sambut pembicara tamu kita.
zh 让我们欢迎今天的客座讲员。
ar لنرحب بضيفنا المتكلم.
hi आइए हम अपने अतिथि वक्ता का स्वागत करें।

en It is a joy to be with you today.
es Es un gozo estar con ustedes hoy.
pt É uma alegria estar com vocês hoje.
id Merupakan sukacita bisa bersama Anda hari ini.
zh 今天能和大家在一起，我很喜乐。
ar إنه لفرح أن أكون معكم اليوم.
hi आज आपके साथ होना आनंद की बात है।

en Good afternoon, everyone.
es Buenas tardes a todos.
pt Boa tarde a todos.
id Selamat siang, semuanya.
zh 大家下午好。
ar مساء الخير جميعًا.
hi आप सभी को नमस्कार।

en Welcome back.
es Bienvenidos de nuevo.
pt Bem-vindos de volta.
id Selamat datang kembali.
zh 欢迎回来。
ar أهلًا بعودتكم.
hi फिर से स्वागत है।

en Welcome home.
es Bienvenidos a casa.
pt Bem-vindos ao lar.
id Selamat datang di rumah.
zh 欢迎回家。
ar أهلًا بكم في بيتكم.
hi घर में आपका स्वागत है।

en Shake hands with someone near you.
es Denle la mano a alguien cerca de ustedes.
pt Apertem a mão de alguém perto de vocês.
id Jabatlah tangan orang di dekat Anda.
zh 和你身边的人握握手。
ar صافحوا شخصًا بالقرب منكم.
hi अपने पास किसी से हाथ मिलाइए।

en Tell your neighbour, God loves you.
es Díganle a su vecino: Dios te ama.
pt Digam ao seu vizinho: Deus te ama.
id Katakan kepada orang di sebelah Anda: Tuhan mengasihimu.
zh 告诉你旁边的人：神爱你。
ar قل لجارك: الله يحبك.
hi अपने पड़ोसी से कहिए: परमेश्वर तुमसे प्रेम करता है।

en God loves you.
es Dios te ama.
pt Deus te ama.
id Tuhan mengasihimu.
zh 神爱你。
ar الله يحبك.
hi परमेश्वर तुमसे प्रेम करता है।

en Jesus loves you.
es Jesús te ama.
pt Jesus te ama.
id Yesus mengasihimu.
zh 耶稣爱你。
ar يسوع يحبك.
hi यीशु तुमसे प्रेम करता है।
`;
