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

en Are you with me?
es ¿Me siguen?
pt Vocês estão comigo?
id Apakah Anda mengikuti saya?
zh 你们跟上了吗？
ar هل أنتم معي؟
hi क्या आप मेरे साथ हैं?

en Listen to this.
es Escuchen esto.
pt Ouçam isto.
id Dengarkan ini.
zh 请听这个。
ar استمعوا إلى هذا.
hi यह सुनिए।

en Think about that.
es Piensen en eso.
pt Pensem nisso.
id Pikirkanlah itu.
zh 想一想这件事。
ar فكروا في ذلك.
hi इस पर विचार कीजिए।

en What does this mean for us today?
es ¿Qué significa esto para nosotros hoy?
pt O que isso significa para nós hoje?
id Apa artinya ini bagi kita hari ini?
zh 这对今天的我们有什么意义？
ar ماذا يعني هذا لنا اليوم؟
hi आज हमारे लिए इसका क्या अर्थ है?

en What does this mean for you?
es ¿Qué significa esto para usted?
pt O que isso significa para você?
id Apa artinya ini bagi Anda?
zh 这对你有什么意义？
ar ماذا يعني هذا لك؟
hi आपके लिए इसका क्या अर्थ है?

en God is faithful.
es Dios es fiel.
pt Deus é fiel.
id Allah setia.
zh 神是信实的。
ar الله أمين.
hi परमेश्वर विश्वासयोग्य है।

en God is in control.
es Dios tiene el control.
pt Deus está no controle.
id Tuhan memegang kendali.
zh 神掌管一切。
ar الله هو المسيطر.
hi परमेश्वर सब कुछ नियंत्रित करता है।

en Nothing is impossible with God.
es Nada es imposible para Dios.
pt Nada é impossível para Deus.
id Tidak ada yang mustahil bagi Allah.
zh 在神没有难成的事。
ar ليس شيء غير ممكن لدى الله.
hi परमेश्वर के लिए कुछ भी असंभव नहीं है।

en Jesus is Lord.
es Jesús es el Señor.
pt Jesus é o Senhor.
id Yesus adalah Tuhan.
zh 耶稣是主。
ar يسوع هو الرب.
hi यीशु प्रभु है।

en Jesus saves.
es Jesús salva.
pt Jesus salva.
id Yesus menyelamatkan.
zh 耶稣拯救。
ar يسوع يخلّص.
hi यीशु उद्धार देता है।

en Christ died for our sins.
es Cristo murió por nuestros pecados.
pt Cristo morreu pelos nossos pecados.
id Kristus telah mati karena dosa-dosa kita.
zh 基督为我们的罪死了。
ar المسيح مات من أجل خطايانا.
hi मसीह हमारे पापों के लिए मरा।

en We are saved by grace through faith.
es Somos salvos por gracia por medio de la fe.
pt Somos salvos pela graça, por meio da fé.
id Kita diselamatkan oleh kasih karunia melalui iman.
zh 我们得救是本乎恩，也因着信。
ar نحن مخلَّصون بالنعمة بالإيمان.
hi हम विश्वास के द्वारा अनुग्रह से उद्धार पाते हैं।

en The Holy Spirit is with us.
es El Espíritu Santo está con nosotros.
pt O Espírito Santo está conosco.
id Roh Kudus menyertai kita.
zh 圣灵与我们同在。
ar الروح القدس معنا.
hi पवित्र आत्मा हमारे साथ है।

en God has a plan for your life.
es Dios tiene un plan para su vida.
pt Deus tem um plano para a sua vida.
id Tuhan punya rencana bagi hidup Anda.
zh 神对你的生命有计划。
ar لله خطة لحياتك.
hi परमेश्वर के पास आपके जीवन के लिए एक योजना है।

en You are not alone.
es No está solo.
pt Você não está sozinho.
id Anda tidak sendirian.
zh 你并不孤单。
ar أنت لست وحدك.
hi आप अकेले नहीं हैं।

en God will never leave you.
es Dios nunca lo dejará.
pt Deus nunca vai te deixar.
id Tuhan tidak akan pernah meninggalkanmu.
zh 神永远不会离开你。
ar الله لن يتركك أبدًا.
hi परमेश्वर तुम्हें कभी नहीं छोड़ेगा।

en Put your trust in the Lord.
es Pongan su confianza en el Señor.
pt Coloquem a sua confiança no Senhor.
id Taruhlah kepercayaanmu kepada Tuhan.
zh 要倚靠主。
ar ضعوا ثقتكم في الرب.
hi प्रभु पर भरोसा रखिए।

en Do not be afraid.
es No tengan miedo.
pt Não tenham medo.
id Jangan takut.
zh 不要害怕。
ar لا تخافوا.
hi मत डरो।

en Let us go to the Lord in prayer.
es Vayamos al Señor en oración.
pt Vamos ao Senhor em oração.
id Marilah kita datang kepada Tuhan dalam doa.
zh 让我们到主面前祷告。
ar لنذهب إلى الرب بالصلاة.
hi आइए हम प्रार्थना में प्रभु के पास चलें।

en Let us respond to God's word.
es Respondamos a la palabra de Dios.
pt Vamos responder à palavra de Deus.
id Marilah kita menanggapi firman Allah.
zh 让我们回应神的话语。
ar لنستجب لكلمة الله.
hi आइए हम परमेश्वर के वचन का प्रत्युत्तर दें।

en I want to close with this.
es Quiero terminar con esto.
pt Quero encerrar com isto.
id Saya ingin menutup dengan ini.
zh 我想用这个来结束。
ar أريد أن أختم بهذا.
hi मैं इसके साथ समाप्त करना चाहता हूँ।

en Let me tell you a story.
es Permítanme contarles una historia.
pt Deixem-me contar uma história.
id Izinkan saya menceritakan sebuah kisah.
zh 让我给你们讲一个故事。
ar دعوني أروي لكم قصة.
hi मुझे आपको एक कहानी सुनाने दीजिए।

en Some of you are going through a hard time.
es Algunos de ustedes están pasando por un momento difícil.
pt Alguns de vocês estão passando por um momento difícil.
id Sebagian dari Anda sedang mengalami masa sulit.
zh 你们当中有些人正在经历艰难的时候。
ar بعضكم يمر بوقت صعب.
hi आप में से कुछ लोग कठिन समय से गुज़र रहे हैं।

en God has not forgotten you.
es Dios no se ha olvidado de usted.
pt Deus não se esqueceu de você.
id Tuhan tidak melupakan Anda.
zh 神没有忘记你。
ar الله لم ينسك.
hi परमेश्वर आपको भूला नहीं है।

en Grace is a gift.
es La gracia es un regalo.
pt A graça é um presente.
id Kasih karunia adalah anugerah.
zh 恩典是一份礼物。
ar النعمة عطية.
hi अनुग्रह एक वरदान है।

en The gospel is good news.
es El evangelio es buenas noticias.
pt O evangelho é boas notícias.
id Injil adalah kabar baik.
zh 福音是好消息。
ar الإنجيل خبر سار.
hi सुसमाचार शुभ समाचार है।

en Jesus is coming again.
es Jesús viene otra vez.
pt Jesus vai voltar.
id Yesus akan datang kembali.
zh 耶稣还要再来。
ar يسوع آتٍ ثانية.
hi यीशु फिर आने वाला है।

en Let us pray for our church.
es Oremos por nuestra iglesia.
pt Oremos pela nossa igreja.
id Marilah kita berdoa bagi gereja kita.
zh 让我们为我们的教会祷告。
ar لنصلِّ لأجل كنيستنا.
hi आइए हम अपनी कलीसिया के लिए प्रार्थना करें।

en Let us pray for one another.
es Oremos unos por otros.
pt Oremos uns pelos outros.
id Marilah kita saling mendoakan.
zh 让我们彼此代祷。
ar لنصلِّ بعضنا لأجل بعض.
hi आइए हम एक दूसरे के लिए प्रार्थना करें।

en Love one another.
es Ámense unos a otros.
pt Amem-se uns aos outros.
id Kasihilah seorang akan yang lain.
zh 你们要彼此相爱。
ar أحبوا بعضكم بعضًا.
hi एक दूसरे से प्रेम रखो।

en Thank you for listening.
es Gracias por escuchar.
pt Obrigado por ouvirem.
id Terima kasih telah mendengarkan.
zh 谢谢大家的聆听。
ar شكرًا لاستماعكم.
hi सुनने के लिए धन्यवाद।

en I will see you next time.
es Nos vemos la próxima vez.
pt Até a próxima.
id Sampai jumpa lain waktu.
zh 我们下次再见。
ar أراكم في المرة القادمة.
hi अगली बार मिलते हैं।

en Let us stand for the reading of God's word.
es Pongámonos de pie para la lectura de la palabra de Dios.
pt Fiquemos de pé para a leitura da palavra de Deus.
id Marilah kita berdiri untuk pembacaan firman Allah.
zh 让我们起立恭读神的话语。
ar لنقف لقراءة كلمة الله.
hi आइए हम परमेश्वर के वचन के पाठ के लिए खड़े हों।

en God's word is true.
es La palabra de Dios es verdad.
pt A palavra de Deus é verdade.
id Firman Allah adalah benar.
zh 神的话语是真实的。
ar كلمة الله حق.
hi परमेश्वर का वचन सत्य है।
`;
