// Invitations, the altar call and announcements' stock phrases. Format: see ../shipped-phrases.ts.
export const invitations = `
en If you would like to receive Jesus today, raise your hand.
es Si quiere recibir a Jesús hoy, levante la mano.
pt Se você quer receber Jesus hoje, levante a mão.
id Jika Anda ingin menerima Yesus hari ini, angkatlah tangan Anda.
zh 如果你今天愿意接受耶稣，请举手。
ar إن كنت تريد أن تقبل يسوع اليوم، فارفع يدك.
hi यदि आप आज यीशु को ग्रहण करना चाहते हैं, तो अपना हाथ उठाइए।

en If you want to give your life to Jesus, come forward.
es Si quiere entregar su vida a Jesús, pase al frente.
pt Se você quer entregar sua vida a Jesus, venha à frente.
id Jika Anda ingin menyerahkan hidup Anda kepada Yesus, majulah ke depan.
zh 如果你愿意把生命交给耶稣，请到前面来。
ar إن كنت تريد أن تسلّم حياتك ليسوع، فتقدّم إلى الأمام.
hi यदि आप अपना जीवन यीशु को देना चाहते हैं, तो आगे आइए।

en Every head bowed and every eye closed.
es Todos con la cabeza inclinada y los ojos cerrados.
pt Todas as cabeças inclinadas e todos os olhos fechados.
id Semua kepala tertunduk dan semua mata terpejam.
zh 请大家低头闭眼。
ar لتنحنِ كل الرؤوس ولتُغمض كل العيون.
hi सब के सिर झुके हों और सब की आँखें बंद हों।

en Nobody is looking around.
es Nadie está mirando.
pt Ninguém está olhando.
id Tidak ada yang melihat-lihat.
zh 没有人在四处看。
ar لا أحد ينظر حوله.
hi कोई इधर-उधर नहीं देख रहा है।

en Pray this prayer with me.
es Haga esta oración conmigo.
pt Faça esta oração comigo.
id Ucapkanlah doa ini bersama saya.
zh 请跟我一起做这个祷告。
ar صلِّ هذه الصلاة معي.
hi मेरे साथ यह प्रार्थना कीजिए।

en Repeat after me.
es Repita conmigo.
pt Repita comigo.
id Ikutilah saya.
zh 请跟着我说。
ar ردد ورائي.
hi मेरे पीछे दोहराइए।

en Lord Jesus, I believe you died for my sins.
es Señor Jesús, creo que moriste por mis pecados.
pt Senhor Jesus, eu creio que morreste pelos meus pecados.
id Tuhan Yesus, aku percaya Engkau mati karena dosa-dosaku.
zh 主耶稣，我相信你为我的罪死了。
ar أيها الرب يسوع، أؤمن أنك متّ لأجل خطاياي.
hi हे प्रभु यीशु, मैं विश्वास करता हूँ कि तू मेरे पापों के लिए मरा।

en I believe you rose from the dead.
es Creo que resucitaste de entre los muertos.
pt Eu creio que ressuscitaste dentre os mortos.
id Aku percaya Engkau bangkit dari antara orang mati.
zh 我相信你从死里复活了。
ar أؤمن أنك قمت من بين الأموات.
hi मैं विश्वास करता हूँ कि तू मरे हुओं में से जी उठा।

en I ask you to forgive me.
es Te pido que me perdones.
pt Eu te peço que me perdoes.
id Aku mohon Engkau mengampuni aku.
zh 求你赦免我。
ar أطلب منك أن تغفر لي.
hi मैं तुझ से क्षमा माँगता हूँ।

en Come into my heart, Lord Jesus.
es Entra en mi corazón, Señor Jesús.
pt Entra no meu coração, Senhor Jesus.
id Masuklah ke dalam hatiku, Tuhan Yesus.
zh 主耶稣，请进入我的心。
ar ادخل إلى قلبي أيها الرب يسوع.
hi हे प्रभु यीशु, मेरे हृदय में आ।

en I give you my life.
es Te entrego mi vida.
pt Eu te entrego a minha vida.
id Aku menyerahkan hidupku kepada-Mu.
zh 我把我的生命交给你。
ar أسلّم لك حياتي.
hi मैं अपना जीवन तुझे देता हूँ।

en If you prayed that prayer, welcome to the family of God.
es Si hizo esa oración, bienvenido a la familia de Dios.
pt Se você fez essa oração, bem-vindo à família de Deus.
id Jika Anda telah mengucapkan doa itu, selamat datang di keluarga Allah.
zh 如果你做了这个祷告，欢迎你加入神的家。
ar إن صليت هذه الصلاة، فأهلًا بك في عائلة الله.
hi यदि आपने यह प्रार्थना की है, तो परमेश्वर के परिवार में आपका स्वागत है।

en Heaven is rejoicing today.
es El cielo se alegra hoy.
pt O céu está se alegrando hoje.
id Surga bersukacita hari ini.
zh 今天天上有欢喜。
ar السماء تفرح اليوم.
hi आज स्वर्ग आनन्द मना रहा है।

en Jesus is calling you today.
es Jesús te está llamando hoy.
pt Jesus está te chamando hoje.
id Yesus memanggilmu hari ini.
zh 耶稣今天在呼召你。
ar يسوع يدعوك اليوم.
hi यीशु आज तुम्हें बुला रहा है।

en Do not wait until tomorrow.
es No espere hasta mañana.
pt Não espere até amanhã.
id Jangan menunggu sampai besok.
zh 不要等到明天。
ar لا تنتظر حتى الغد.
hi कल तक प्रतीक्षा मत कीजिए।

en Today is the day of salvation.
es Hoy es el día de salvación.
pt Hoje é o dia da salvação.
id Hari ini adalah hari keselamatan.
zh 今天就是拯救的日子。
ar اليوم هو يوم الخلاص.
hi आज ही उद्धार का दिन है।

en Come as you are.
es Ven tal como eres.
pt Venha como você está.
id Datanglah apa adanya.
zh 你可以照你本来的样子来。
ar تعالَ كما أنت.
hi जैसे हैं वैसे ही आइए।

en There is room at the cross for you.
es Hay lugar en la cruz para ti.
pt Há lugar na cruz para você.
id Ada tempat di kayu salib bagimu.
zh 十字架前有你的位置。
ar يوجد مكان لك عند الصليب.
hi क्रूस के पास तुम्हारे लिए जगह है।

en We would love to pray with you after the service.
es Nos encantaría orar con usted después del culto.
pt Adoraríamos orar com você depois do culto.
id Kami ingin sekali berdoa bersama Anda setelah ibadah.
zh 聚会后我们很乐意和你一起祷告。
ar يسعدنا أن نصلي معك بعد الخدمة.
hi सभा के बाद हम आपके साथ प्रार्थना करना चाहेंगे।

en Please fill out the connection card.
es Por favor, llene la tarjeta de contacto.
pt Por favor, preencha o cartão de contato.
id Silakan isi kartu kontak.
zh 请填写联络卡。
ar من فضلك املأ بطاقة التواصل.
hi कृपया संपर्क कार्ड भरिए।

en Announcements are in the bulletin.
es Los anuncios están en el boletín.
pt Os avisos estão no boletim.
id Pengumuman ada di warta jemaat.
zh 报告事项都在周报上。
ar الإعلانات موجودة في النشرة.
hi घोषणाएँ बुलेटिन में हैं।

en Here are this week's announcements.
es Estos son los anuncios de esta semana.
pt Estes são os avisos desta semana.
id Berikut pengumuman minggu ini.
zh 以下是本周的报告事项。
ar إليكم إعلانات هذا الأسبوع.
hi इस सप्ताह की घोषणाएँ ये हैं।

en Coffee and tea are served after the service.
es Después del culto se sirve café y té.
pt Café e chá são servidos depois do culto.
id Kopi dan teh disajikan setelah ibadah.
zh 聚会后有咖啡和茶。
ar تُقدَّم القهوة والشاي بعد الخدمة.
hi सभा के बाद कॉफ़ी और चाय दी जाती है।

en Please join us for lunch after the service.
es Acompáñenos a almorzar después del culto.
pt Junte-se a nós para o almoço depois do culto.
id Silakan bergabung makan siang bersama setelah ibadah.
zh 聚会后请和我们一起吃午饭。
ar انضموا إلينا لتناول الغداء بعد الخدمة.
hi सभा के बाद हमारे साथ दोपहर का भोजन कीजिए।

en The children may now go to Sunday school.
es Los niños pueden ir ahora a la escuela dominical.
pt As crianças podem ir agora para a escola dominical.
id Anak-anak sekarang boleh pergi ke sekolah Minggu.
zh 孩子们现在可以去主日学了。
ar يمكن للأطفال الآن أن يذهبوا إلى مدرسة الأحد.
hi बच्चे अब संडे स्कूल जा सकते हैं।

en Prayer meeting is on Wednesday evening.
es La reunión de oración es el miércoles por la noche.
pt A reunião de oração é na quarta-feira à noite.
id Persekutuan doa diadakan pada Rabu malam.
zh 祷告会在星期三晚上。
ar اجتماع الصلاة مساء الأربعاء.
hi प्रार्थना सभा बुधवार शाम को है।

en Bible study is on Thursday evening.
es El estudio bíblico es el jueves por la noche.
pt O estudo bíblico é na quinta-feira à noite.
id Pendalaman Alkitab diadakan pada Kamis malam.
zh 查经班在星期四晚上。
ar دراسة الكتاب المقدس مساء الخميس.
hi बाइबल अध्ययन गुरुवार शाम को है।

en The youth group meets on Friday.
es El grupo de jóvenes se reúne el viernes.
pt O grupo de jovens se reúne na sexta-feira.
id Persekutuan pemuda bertemu pada hari Jumat.
zh 青年团契在星期五聚会。
ar تجتمع مجموعة الشباب يوم الجمعة.
hi युवा समूह शुक्रवार को मिलता है।

en Everyone is welcome.
es Todos son bienvenidos.
pt Todos são bem-vindos.
id Semua orang dipersilakan hadir.
zh 欢迎所有人参加。
ar الجميع مرحب بهم.
hi सभी का स्वागत है।

en Please turn off your mobile phones.
es Por favor, apaguen sus teléfonos celulares.
pt Por favor, desliguem seus celulares.
id Silakan matikan telepon genggam Anda.
zh 请关掉你们的手机。
ar من فضلكم أطفئوا هواتفكم المحمولة.
hi कृपया अपने मोबाइल फ़ोन बंद कर दीजिए।

en Please put your phones on silent.
es Por favor, pongan sus teléfonos en silencio.
pt Por favor, coloquem seus celulares no silencioso.
id Silakan ubah telepon Anda ke mode senyap.
zh 请把手机调成静音。
ar من فضلكم ضعوا هواتفكم على الوضع الصامت.
hi कृपया अपने फ़ोन साइलेंट पर रखिए।

en We need volunteers for the children's ministry.
es Necesitamos voluntarios para el ministerio de niños.
pt Precisamos de voluntários para o ministério infantil.
id Kami membutuhkan relawan untuk pelayanan anak.
zh 儿童事工需要志愿者。
ar نحتاج إلى متطوعين لخدمة الأطفال.
hi हमें बच्चों की सेवकाई के लिए स्वयंसेवकों की आवश्यकता है।

en Sign up at the information desk.
es Inscríbanse en el mostrador de información.
pt Inscrevam-se no balcão de informações.
id Silakan mendaftar di meja informasi.
zh 请在咨询台报名。
ar سجّلوا عند مكتب الاستعلامات.
hi सूचना डेस्क पर नाम लिखवाइए।

en We will have a baptism service next Sunday.
es El próximo domingo tendremos un culto de bautismos.
pt No próximo domingo teremos um culto de batismo.
id Hari Minggu depan kita akan mengadakan ibadah baptisan.
zh 下主日我们有洗礼聚会。
ar سيكون لدينا خدمة معمودية الأحد القادم.
hi अगले रविवार को हमारी बपतिस्मा सभा होगी।

en Our new members class starts next week.
es Nuestra clase para nuevos miembros comienza la próxima semana.
pt Nossa classe de novos membros começa na próxima semana.
id Kelas anggota baru kami dimulai minggu depan.
zh 新会友课程下周开始。
ar يبدأ صف الأعضاء الجدد الأسبوع القادم.
hi हमारी नए सदस्यों की कक्षा अगले सप्ताह शुरू होगी।

en Visit our website for more information.
es Visiten nuestro sitio web para más información.
pt Visitem nosso site para mais informações.
id Kunjungi situs web kami untuk informasi lebih lanjut.
zh 更多信息请访问我们的网站。
ar زوروا موقعنا الإلكتروني لمزيد من المعلومات.
hi अधिक जानकारी के लिए हमारी वेबसाइट देखिए।

en Let us welcome the new members of our church.
es Demos la bienvenida a los nuevos miembros de nuestra iglesia.
pt Vamos dar as boas-vindas aos novos membros da nossa igreja.
id Mari kita menyambut anggota baru gereja kita.
zh 让我们欢迎教会的新会友。
ar لنرحب بالأعضاء الجدد في كنيستنا.
hi आइए हम अपनी कलीसिया के नए सदस्यों का स्वागत करें।

en There is a prayer room available.
es Hay un cuarto de oración disponible.
pt Há uma sala de oração disponível.
id Tersedia ruang doa.
zh 这里有祷告室可以使用。
ar توجد غرفة صلاة متاحة.
hi एक प्रार्थना कक्ष उपलब्ध है।

en The nursery is available for small children.
es La guardería está disponible para los niños pequeños.
pt O berçário está disponível para as crianças pequenas.
id Ruang bayi tersedia untuk anak-anak kecil.
zh 幼儿室可供小孩子使用。
ar الحضانة متاحة للأطفال الصغار.
hi छोटे बच्चों के लिए नर्सरी उपलब्ध है।

en Please remember us in your prayers.
es Por favor, recuérdennos en sus oraciones.
pt Por favor, lembrem-se de nós em suas orações.
id Mohon ingat kami dalam doa Anda.
zh 请在祷告中记念我们。
ar اذكرونا في صلواتكم من فضلكم.
hi कृपया अपनी प्रार्थनाओं में हमें याद रखिए।

en Happy birthday to all who celebrate this week.
es Feliz cumpleaños a todos los que celebran esta semana.
pt Feliz aniversário a todos que comemoram nesta semana.
id Selamat ulang tahun bagi semua yang berulang tahun minggu ini.
zh 祝本周过生日的弟兄姊妹生日快乐。
ar عيد ميلاد سعيد لكل من يحتفل هذا الأسبوع.
hi इस सप्ताह जन्मदिन मनाने वाले सभी को जन्मदिन की शुभकामनाएँ।

en Our church is a family.
es Nuestra iglesia es una familia.
pt Nossa igreja é uma família.
id Gereja kita adalah sebuah keluarga.
zh 我们的教会是一个大家庭。
ar كنيستنا عائلة.
hi हमारी कलीसिया एक परिवार है।
`;
