// The preacher's stock phrases: opening the Bible, moving through a sermon, closing it.
// Format: see ../shipped-phrases.ts.
export const preaching = `
en Turn with me to the book of Romans.
es Acompáñenme al libro de Romanos.
pt Acompanhem-me no livro de Romanos.
id Bukalah bersama saya kitab Roma.
zh 请和我一起翻到罗马书。
ar افتحوا معي سفر رومية.
hi मेरे साथ रोमियों की पुस्तक खोलिए।

en Turn with me to the Gospel of John.
es Acompáñenme al Evangelio de Juan.
pt Acompanhem-me no Evangelho de João.
id Bukalah bersama saya Injil Yohanes.
zh 请和我一起翻到约翰福音。
ar افتحوا معي إنجيل يوحنا.
hi मेरे साथ यूहन्ना रचित सुसमाचार खोलिए।

en Turn with me to Psalm twenty-three.
es Acompáñenme al Salmo veintitrés.
pt Acompanhem-me no Salmo vinte e três.
id Bukalah bersama saya Mazmur dua puluh tiga.
zh 请和我一起翻到诗篇二十三篇。
ar افتحوا معي المزمور الثالث والعشرين.
hi मेरे साथ भजन संहिता तेईस खोलिए।

en Please open your Bibles.
es Por favor, abran sus Biblias.
pt Por favor, abram suas Bíblias.
id Silakan buka Alkitab Anda.
zh 请打开你们的圣经。
ar من فضلكم افتحوا كتبكم المقدسة.
hi कृपया अपनी बाइबल खोलिए।

en If you have your Bibles, please open them.
es Si tienen sus Biblias, por favor ábranlas.
pt Se vocês têm suas Bíblias, por favor abram.
id Jika Anda membawa Alkitab, silakan dibuka.
zh 如果你带了圣经，请打开。
ar إن كانت معكم كتبكم المقدسة، فافتحوها من فضلكم.
hi यदि आपके पास बाइबल है, तो कृपया उसे खोलिए।

en The scripture will be on the screen.
es El pasaje estará en la pantalla.
pt O texto bíblico estará na tela.
id Ayat Alkitab akan ditampilkan di layar.
zh 经文会显示在屏幕上。
ar سيظهر النص الكتابي على الشاشة.
hi पवित्रशास्त्र का पाठ स्क्रीन पर होगा।

en Let us read together.
es Leamos juntos.
pt Vamos ler juntos.
id Marilah kita membaca bersama.
zh 让我们一同读。
ar لنقرأ معًا.
hi आइए हम मिलकर पढ़ें।

en Read it with me.
es Léanlo conmigo.
pt Leiam comigo.
id Bacalah bersama saya.
zh 请和我一起读。
ar اقرأوه معي.
hi इसे मेरे साथ पढ़िए।

en Look at the next verse.
es Miren el siguiente versículo.
pt Vejam o próximo versículo.
id Lihatlah ayat berikutnya.
zh 请看下一节。
ar انظروا إلى الآية التالية.
hi अगला पद देखिए।

en Look at what it says here.
es Miren lo que dice aquí.
pt Vejam o que diz aqui.
id Lihatlah apa yang dikatakan di sini.
zh 请看这里说的。
ar انظروا ماذا يقول هنا.
hi देखिए यहाँ क्या लिखा है।

en The Bible says.
es La Biblia dice.
pt A Bíblia diz.
id Alkitab berkata.
zh 圣经说。
ar يقول الكتاب المقدس.
hi बाइबल कहती है।

en The Bible tells us.
es La Biblia nos dice.
pt A Bíblia nos diz.
id Alkitab memberitahu kita.
zh 圣经告诉我们。
ar يخبرنا الكتاب المقدس.
hi बाइबल हमें बताती है।

en Jesus said.
es Jesús dijo.
pt Jesus disse.
id Yesus berkata.
zh 耶稣说。
ar قال يسوع.
hi यीशु ने कहा।

en It is written.
es Escrito está.
pt Está escrito.
id Ada tertulis.
zh 经上记着说。
ar مكتوب.
hi लिखा है।

en Let me read it to you.
es Permítanme leérselo.
pt Deixem-me ler para vocês.
id Izinkan saya membacakannya untuk Anda.
zh 让我读给你们听。
ar دعوني أقرأه لكم.
hi मुझे इसे आपके लिए पढ़ने दीजिए।

en My sermon today is titled.
es Mi sermón de hoy se titula.
pt Minha mensagem de hoje se intitula.
id Judul khotbah saya hari ini adalah.
zh 我今天讲道的题目是。
ar عنوان عظتي اليوم هو.
hi आज के मेरे उपदेश का शीर्षक है।

en This morning we continue our series.
es Esta mañana continuamos nuestra serie.
pt Nesta manhã continuamos nossa série.
id Pagi ini kita melanjutkan seri kita.
zh 今天早上我们继续我们的系列。
ar هذا الصباح نواصل سلسلتنا.
hi आज सुबह हम अपनी श्रृंखला जारी रखते हैं।

en Last week we saw.
es La semana pasada vimos.
pt Na semana passada vimos.
id Minggu lalu kita melihat.
zh 上周我们看到。
ar في الأسبوع الماضي رأينا.
hi पिछले सप्ताह हमने देखा।

en I have three points this morning.
es Tengo tres puntos esta mañana.
pt Tenho três pontos nesta manhã.
id Saya punya tiga poin pagi ini.
zh 今天早上我有三个要点。
ar لدي ثلاث نقاط هذا الصباح.
hi आज सुबह मेरे तीन बिंदु हैं।

en First of all.
es En primer lugar.
pt Em primeiro lugar.
id Pertama-tama.
zh 首先。
ar أولًا.
hi सबसे पहले।

en Secondly.
es En segundo lugar.
pt Em segundo lugar.
id Kedua.
zh 第二。
ar ثانيًا.
hi दूसरा।

en Thirdly.
es En tercer lugar.
pt Em terceiro lugar.
id Ketiga.
zh 第三。
ar ثالثًا.
hi तीसरा।

en Finally.
es Finalmente.
pt Finalmente.
id Akhirnya.
zh 最后。
ar أخيرًا.
hi अंत में।

en In conclusion.
es En conclusión.
pt Em conclusão.
id Sebagai kesimpulan.
zh 总而言之。
ar في الختام.
hi निष्कर्ष में।

en Let me say that again.
es Permítanme decirlo otra vez.
pt Deixem-me dizer isso de novo.
id Izinkan saya mengatakannya sekali lagi.
zh 让我再说一遍。
ar دعوني أقول ذلك مرة أخرى.
hi मुझे यह फिर से कहने दीजिए।
`;
