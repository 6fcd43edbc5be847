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
`;
