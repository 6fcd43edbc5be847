// Welcomes, greetings and the words around them. Format: see ../shipped-phrases.ts.
export const greetings = `
en Good morning, church.
es Buenos días, iglesia.
pt Bom dia, igreja.
id Selamat pagi, jemaat.
zh 弟兄姊妹们，早上好。
ar صباح الخير أيتها الكنيسة.
hi सुप्रभात, कलीसिया।

en Good morning, everyone.
es Buenos días a todos.
pt Bom dia a todos.
id Selamat pagi, semuanya.
zh 大家早上好。
ar صباح الخير جميعًا.
hi आप सभी को सुप्रभात।

en Good evening, everyone.
es Buenas noches a todos.
pt Boa noite a todos.
id Selamat malam, semuanya.
zh 大家晚上好。
ar مساء الخير جميعًا.
hi आप सभी को शुभ संध्या।

en Welcome to church this morning.
es Bienvenidos a la iglesia esta mañana.
pt Bem-vindos à igreja nesta manhã.
id Selamat datang di gereja pagi ini.
zh 欢迎大家今天早上来到教会。
ar أهلًا بكم في الكنيسة هذا الصباح.
hi आज सुबह कलीसिया में आपका स्वागत है।

en Welcome to our church.
es Bienvenidos a nuestra iglesia.
pt Bem-vindos à nossa igreja.
id Selamat datang di gereja kami.
zh 欢迎来到我们的教会。
ar أهلًا بكم في كنيستنا.
hi हमारी कलीसिया में आपका स्वागत है।

en Welcome to everyone joining us online.
es Bienvenidos todos los que nos acompañan en línea.
pt Bem-vindos todos os que estão conosco online.
id Selamat datang bagi semua yang bergabung secara daring.
zh 欢迎所有在线上与我们一同聚会的朋友。
ar أهلًا بكل من ينضم إلينا عبر الإنترنت.
hi ऑनलाइन हमारे साथ जुड़ने वाले सभी लोगों का स्वागत है।

en If you are visiting with us today, welcome.
es Si nos visita hoy, sea bienvenido.
pt Se você está nos visitando hoje, seja bem-vindo.
id Jika Anda berkunjung bersama kami hari ini, selamat datang.
zh 如果你今天是第一次来，欢迎你。
ar إن كنت تزورنا اليوم، فأهلًا بك.
hi यदि आप आज हमारे यहाँ आए हैं, तो आपका स्वागत है।

en We are so glad you are here.
es Nos alegra mucho que esté aquí.
pt Estamos muito felizes por você estar aqui.
id Kami sangat senang Anda ada di sini.
zh 我们很高兴你能来。
ar نحن سعداء جدًا بوجودك هنا.
hi हमें बहुत खुशी है कि आप यहाँ हैं।

en It is good to see you all.
es Es bueno verlos a todos.
pt É bom ver todos vocês.
id Senang sekali bertemu kalian semua.
zh 很高兴见到大家。
ar يسعدنا أن نراكم جميعًا.
hi आप सब को देखकर अच्छा लगा।

en Please turn and greet the people around you.
es Por favor, saluden a las personas que están a su alrededor.
pt Por favor, cumprimentem as pessoas ao seu redor.
id Silakan menyalami orang-orang di sekitar Anda.
zh 请转身问候你周围的人。
ar من فضلكم سلّموا على من حولكم.
hi कृपया अपने आस-पास के लोगों का अभिवादन करें।

en Let us greet one another in the peace of Christ.
es Saludémonos unos a otros en la paz de Cristo.
pt Saudemos uns aos outros na paz de Cristo.
id Marilah kita saling memberi salam dalam damai Kristus.
zh 让我们在基督的平安里彼此问安。
ar لنسلّم بعضنا على بعض بسلام المسيح.
hi आइए हम मसीह की शांति में एक दूसरे का अभिवादन करें।

en The peace of the Lord be with you.
es La paz del Señor sea con ustedes.
pt A paz do Senhor seja com vocês.
id Damai Tuhan menyertai kamu.
zh 愿主的平安与你们同在。
ar سلام الرب معكم.
hi प्रभु की शांति तुम्हारे साथ हो।

en And also with you.
es Y también contigo.
pt E também contigo.
id Dan juga menyertaimu.
zh 也与你同在。
ar ومعك أيضًا.
hi और आपके साथ भी।

en The Lord be with you.
es El Señor sea con ustedes.
pt O Senhor seja com vocês.
id Tuhan menyertai kamu.
zh 愿主与你们同在。
ar الرب معكم.
hi प्रभु तुम्हारे साथ हो।

en Grace and peace to you.
es Gracia y paz a ustedes.
pt Graça e paz a vocês.
id Kasih karunia dan damai sejahtera bagi kamu.
zh 愿恩惠平安归与你们。
ar نعمة لكم وسلام.
hi तुम्हें अनुग्रह और शांति मिले।

en Happy Sunday, everyone.
es Feliz domingo a todos.
pt Feliz domingo a todos.
id Selamat hari Minggu, semuanya.
zh 祝大家主日快乐。
ar أحد مبارك للجميع.
hi आप सभी को रविवार की शुभकामनाएँ।

en Merry Christmas.
es Feliz Navidad.
pt Feliz Natal.
id Selamat Natal.
zh 圣诞快乐。
ar عيد ميلاد مجيد.
hi क्रिसमस की शुभकामनाएँ।

en He is risen!
es ¡Ha resucitado!
pt Ele ressuscitou!
id Ia telah bangkit!
zh 主复活了！
ar المسيح قام!
hi वह जी उठा है!

en He is risen indeed!
es ¡En verdad ha resucitado!
pt Ele verdadeiramente ressuscitou!
id Ia sungguh telah bangkit!
zh 主真的复活了！
ar حقًا قام!
hi वह सचमुच जी उठा है!

en Happy Easter.
es Feliz Pascua de Resurrección.
pt Feliz Páscoa.
id Selamat Paskah.
zh 复活节快乐。
ar فصح مجيد.
hi ईस्टर की शुभकामनाएँ।

en Happy New Year.
es Feliz Año Nuevo.
pt Feliz Ano Novo.
id Selamat Tahun Baru.
zh 新年快乐。
ar سنة جديدة سعيدة.
hi नया साल मुबारक हो।

en Happy Mother's Day to all the mothers.
es Feliz Día de las Madres a todas las mamás.
pt Feliz Dia das Mães a todas as mães.
id Selamat Hari Ibu untuk semua ibu.
zh 祝所有的母亲母亲节快乐。
ar عيد أم سعيد لكل الأمهات.
hi सभी माताओं को मातृ दिवस की शुभकामनाएँ।

en Happy Father's Day to all the fathers.
es Feliz Día del Padre a todos los papás.
pt Feliz Dia dos Pais a todos os pais.
id Selamat Hari Ayah untuk semua ayah.
zh 祝所有的父亲父亲节快乐。
ar عيد أب سعيد لكل الآباء.
hi सभी पिताओं को पितृ दिवस की शुभकामनाएँ।

en Please be seated.
es Por favor, tomen asiento.
pt Por favor, sentem-se.
id Silakan duduk.
zh 请坐。
ar تفضلوا بالجلوس.
hi कृपया बैठ जाइए।

en You may be seated.
es Pueden sentarse.
pt Podem se sentar.
id Silakan duduk kembali.
zh 请大家坐下。
ar يمكنكم الجلوس.
hi आप बैठ सकते हैं।

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
