// Calls to worship, singing, giving and the table. Format: see ../shipped-phrases.ts.
export const worship = `
en Let us worship the Lord.
es Adoremos al Señor.
pt Adoremos ao Senhor.
id Marilah kita menyembah Tuhan.
zh 让我们敬拜主。
ar لنسجد للرب.
hi आइए हम प्रभु की आराधना करें।

en Let us worship together.
es Adoremos juntos.
pt Adoremos juntos.
id Marilah kita beribadah bersama.
zh 让我们一同敬拜。
ar لنعبد معًا.
hi आइए हम मिलकर आराधना करें।

en Let us stand and worship.
es Pongámonos de pie y adoremos.
pt Fiquemos de pé e adoremos.
id Marilah kita berdiri dan menyembah.
zh 让我们起立敬拜。
ar لنقف ونسجد.
hi आइए हम खड़े होकर आराधना करें।

en Let us sing together.
es Cantemos juntos.
pt Cantemos juntos.
id Marilah kita bernyanyi bersama.
zh 让我们一起唱诗。
ar لنرنم معًا.
hi आइए हम मिलकर गाएँ।

en Let us sing to the Lord.
es Cantemos al Señor.
pt Cantemos ao Senhor.
id Marilah kita bernyanyi bagi Tuhan.
zh 让我们向主歌唱。
ar لنرنم للرب.
hi आइए हम प्रभु के लिए गाएँ।

en Sing it one more time.
es Cantémoslo una vez más.
pt Vamos cantar mais uma vez.
id Nyanyikan sekali lagi.
zh 再唱一遍。
ar لنرنمها مرة أخرى.
hi इसे एक बार और गाइए।

en Lift your hands and praise him.
es Levanten sus manos y alábenle.
pt Levantem as mãos e louvem-no.
id Angkatlah tanganmu dan pujilah Dia.
zh 举起你的手赞美他。
ar ارفعوا أيديكم وسبّحوه.
hi अपने हाथ उठाइए और उसकी स्तुति कीजिए।

en Give him praise.
es Denle alabanza.
pt Deem-lhe louvor.
id Berikanlah pujian bagi-Nya.
zh 将赞美献给他。
ar قدموا له التسبيح.
hi उसकी स्तुति कीजिए।

en Our worship team will lead us.
es Nuestro equipo de alabanza nos guiará.
pt Nossa equipe de louvor vai nos conduzir.
id Tim pujian kami akan memimpin kita.
zh 我们的敬拜团队将带领我们。
ar فريق التسبيح سيقودنا.
hi हमारी आराधना टीम हमारी अगुवाई करेगी।

en Please open your hymnals.
es Por favor, abran sus himnarios.
pt Por favor, abram seus hinários.
id Silakan buka buku nyanyian Anda.
zh 请打开你们的诗歌本。
ar من فضلكم افتحوا كتب الترانيم.
hi कृपया अपनी भजन-पुस्तिकाएँ खोलिए।

en The words are on the screen.
es La letra está en la pantalla.
pt A letra está na tela.
id Liriknya ada di layar.
zh 歌词在屏幕上。
ar الكلمات على الشاشة.
hi शब्द स्क्रीन पर हैं।

en Come, let us worship and bow down.
es Venid, adoremos y postrémonos.
pt Vinde, adoremos e prostremo-nos.
id Masuklah, marilah kita sujud menyembah.
zh 来啊，我们要屈身敬拜。
ar هلم نسجد ونركع.
hi आओ, हम झुककर दण्डवत् करें।

en This is the day the Lord has made.
es Este es el día que hizo el Señor.
pt Este é o dia que o Senhor fez.
id Inilah hari yang dijadikan Tuhan.
zh 这是耶和华所定的日子。
ar هذا هو اليوم الذي صنعه الرب.
hi यह वह दिन है जो प्रभु ने बनाया है।

en Let us rejoice and be glad in it.
es Nos gozaremos y alegraremos en él.
pt Regozijemo-nos e alegremo-nos nele.
id Marilah kita bersorak-sorai dan bersukacita karenanya.
zh 我们在其中要高兴欢喜。
ar نبتهج ونفرح فيه.
hi हम इसमें आनन्दित और मगन हों।

en Make a joyful noise to the Lord.
es Aclamen alegres al Señor.
pt Celebrem com júbilo ao Senhor.
id Bersorak-sorailah bagi Tuhan.
zh 要向耶和华欢呼。
ar اهتفوا للرب.
hi प्रभु का जयजयकार करो।

en It is time for our tithes and offerings.
es Es el momento de los diezmos y las ofrendas.
pt É o momento dos dízimos e das ofertas.
id Sekarang saatnya persembahan persepuluhan dan persembahan.
zh 现在是什一奉献和奉献的时间。
ar حان وقت العشور والتقدمات.
hi अब दशमांश और भेंट का समय है।

en We will now receive the offering.
es Ahora recibiremos la ofrenda.
pt Agora vamos receber a oferta.
id Sekarang kita akan mengumpulkan persembahan.
zh 现在我们收奉献。
ar سنجمع الآن التقدمة.
hi अब हम भेंट लेंगे।

en You can give online or at the back.
es Puede ofrendar en línea o al fondo.
pt Você pode ofertar online ou no fundo.
id Anda dapat memberi secara daring atau di bagian belakang.
zh 你可以在线奉献，也可以在后面奉献。
ar يمكنكم العطاء عبر الإنترنت أو في الخلف.
hi आप ऑनलाइन या पीछे दे सकते हैं।

en God loves a cheerful giver.
es Dios ama al dador alegre.
pt Deus ama a quem dá com alegria.
id Allah mengasihi orang yang memberi dengan sukacita.
zh 捐得乐意的人是神所喜爱的。
ar المعطي المسرور يحبه الله.
hi परमेश्वर हर्ष से देनेवाले से प्रेम रखता है।

en Thank you for your generosity.
es Gracias por su generosidad.
pt Obrigado pela sua generosidade.
id Terima kasih atas kemurahan hati Anda.
zh 感谢你们的慷慨。
ar شكرًا لكرمكم.
hi आपकी उदारता के लिए धन्यवाद।

en Today we will share the Lord's Supper.
es Hoy participaremos de la Cena del Señor.
pt Hoje vamos participar da Ceia do Senhor.
id Hari ini kita akan merayakan Perjamuan Kudus.
zh 今天我们要一同领受圣餐。
ar اليوم سنشترك في عشاء الرب.
hi आज हम प्रभु भोज में सहभागी होंगे।

en This is my body, which is given for you.
es Esto es mi cuerpo, que por vosotros es dado.
pt Isto é o meu corpo oferecido por vós.
id Inilah tubuh-Ku yang diserahkan bagi kamu.
zh 这是我的身体，为你们舍的。
ar هذا هو جسدي الذي يُبذل عنكم.
hi यह मेरी देह है, जो तुम्हारे लिये दी जाती है।

en Do this in remembrance of me.
es Haced esto en memoria de mí.
pt Fazei isto em memória de mim.
id Perbuatlah ini menjadi peringatan akan Aku.
zh 你们应当如此行，为的是记念我。
ar اصنعوا هذا لذكري.
hi मेरे स्मरण के लिये यही किया करो।

en This cup is the new covenant in my blood.
es Esta copa es el nuevo pacto en mi sangre.
pt Este cálice é a nova aliança no meu sangue.
id Cawan ini adalah perjanjian baru oleh darah-Ku.
zh 这杯是用我的血所立的新约。
ar هذه الكأس هي العهد الجديد بدمي.
hi यह कटोरा मेरे लहू में नई वाचा है।

en Let us eat together.
es Comamos juntos.
pt Comamos juntos.
id Marilah kita makan bersama.
zh 让我们一同吃。
ar لنأكل معًا.
hi आइए हम मिलकर खाएँ।

en Let us drink together.
es Bebamos juntos.
pt Bebamos juntos.
id Marilah kita minum bersama.
zh 让我们一同喝。
ar لنشرب معًا.
hi आइए हम मिलकर पिएँ।

en The body of Christ, broken for you.
es El cuerpo de Cristo, partido por ti.
pt O corpo de Cristo, partido por você.
id Tubuh Kristus, dipecahkan bagimu.
zh 基督的身体，为你擘开。
ar جسد المسيح المكسور لأجلك.
hi मसीह की देह, तुम्हारे लिए तोड़ी गई।

en The blood of Christ, shed for you.
es La sangre de Cristo, derramada por ti.
pt O sangue de Cristo, derramado por você.
id Darah Kristus, ditumpahkan bagimu.
zh 基督的血，为你流出。
ar دم المسيح المسفوك لأجلك.
hi मसीह का लहू, तुम्हारे लिए बहाया गया।

en Today we celebrate a baptism.
es Hoy celebramos un bautismo.
pt Hoje celebramos um batismo.
id Hari ini kita merayakan baptisan.
zh 今天我们庆祝一个洗礼。
ar اليوم نحتفل بمعمودية.
hi आज हम एक बपतिस्मा का उत्सव मनाते हैं।

en I baptise you in the name of the Father, and of the Son, and of the Holy Spirit.
es Yo te bautizo en el nombre del Padre, y del Hijo, y del Espíritu Santo.
pt Eu te batizo em nome do Pai, e do Filho, e do Espírito Santo.
id Aku membaptis engkau dalam nama Bapa, dan Anak, dan Roh Kudus.
zh 我奉圣父、圣子、圣灵的名给你施洗。
ar أعمدك باسم الآب والابن والروح القدس.
hi मैं तुम्हें पिता, और पुत्र, और पवित्र आत्मा के नाम से बपतिस्मा देता हूँ।

en Let us read the scripture together.
es Leamos juntos las Escrituras.
pt Vamos ler juntos as Escrituras.
id Marilah kita membaca Alkitab bersama.
zh 让我们一同读经。
ar لنقرأ الكتاب المقدس معًا.
hi आइए हम मिलकर पवित्रशास्त्र पढ़ें।

en This is the word of the Lord.
es Esta es la palabra del Señor.
pt Esta é a palavra do Senhor.
id Demikianlah firman Tuhan.
zh 这是主的话语。
ar هذه هي كلمة الرب.
hi यह प्रभु का वचन है।

en Thanks be to God.
es Demos gracias a Dios.
pt Graças a Deus.
id Syukur kepada Allah.
zh 感谢神。
ar الشكر لله.
hi परमेश्वर का धन्यवाद हो।

en Let us give thanks to the Lord.
es Demos gracias al Señor.
pt Demos graças ao Senhor.
id Marilah kita mengucap syukur kepada Tuhan.
zh 让我们感谢主。
ar لنشكر الرب.
hi आइए हम प्रभु का धन्यवाद करें।

en Give thanks to the Lord, for he is good.
es Alabad al Señor, porque él es bueno.
pt Rendei graças ao Senhor, porque ele é bom.
id Bersyukurlah kepada Tuhan, sebab Ia baik.
zh 你们要称谢耶和华，因他本为善。
ar احمدوا الرب لأنه صالح.
hi प्रभु का धन्यवाद करो, क्योंकि वह भला है।

en His love endures forever.
es Su misericordia es para siempre.
pt O seu amor dura para sempre.
id Kasih setia-Nya untuk selama-lamanya.
zh 他的慈爱永远长存。
ar إلى الأبد رحمته.
hi उसकी करुणा सदा की है।

en Worthy is the Lamb.
es Digno es el Cordero.
pt Digno é o Cordeiro.
id Layaklah Anak Domba.
zh 羔羊是配得的。
ar مستحق هو الخروف.
hi मेम्ना योग्य है।

en Holy, holy, holy is the Lord God Almighty.
es Santo, santo, santo es el Señor Dios Todopoderoso.
pt Santo, santo, santo é o Senhor Deus Todo-Poderoso.
id Kudus, kudus, kuduslah Tuhan Allah Yang Mahakuasa.
zh 圣哉，圣哉，圣哉，主神是全能者。
ar قدوس قدوس قدوس الرب الإله القادر على كل شيء.
hi पवित्र, पवित्र, पवित्र प्रभु परमेश्वर सर्वशक्तिमान है।

en Glory be to the Father, and to the Son, and to the Holy Spirit.
es Gloria al Padre, y al Hijo, y al Espíritu Santo.
pt Glória ao Pai, e ao Filho, e ao Espírito Santo.
id Kemuliaan bagi Bapa, dan Anak, dan Roh Kudus.
zh 愿荣耀归于圣父、圣子、圣灵。
ar المجد للآب والابن والروح القدس.
hi पिता, और पुत्र, और पवित्र आत्मा की महिमा हो।

en As it was in the beginning, is now, and ever shall be, world without end.
es Como era en el principio, ahora y siempre, por los siglos de los siglos.
pt Como era no princípio, agora e sempre, pelos séculos dos séculos.
id Seperti pada permulaan, sekarang, dan selama-lamanya, sampai kekal.
zh 起初如此，现在如此，以后也如此，永无穷尽。
ar كما كان في البدء والآن وإلى دهر الداهرين.
hi जैसा आदि में था, अब है, और सदा रहेगा, युगानुयुग।

en Let everything that has breath praise the Lord.
es Todo lo que respira alabe al Señor.
pt Tudo quanto tem fôlego louve ao Senhor.
id Biarlah segala yang bernafas memuji Tuhan.
zh 凡有气息的都要赞美耶和华。
ar كل نسمة فلتسبح الرب.
hi जितने प्राणी हैं सब के सब प्रभु की स्तुति करें।
`;
