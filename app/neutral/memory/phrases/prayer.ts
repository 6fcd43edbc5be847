// Calls to prayer and the words of praying together. Format: see ../shipped-phrases.ts.
export const prayer = `
en Let us pray.
es Oremos.
pt Oremos.
id Marilah kita berdoa.
zh 让我们一起祷告。
ar لنصلِّ.
hi आइए हम प्रार्थना करें।

en Let us pray together.
es Oremos juntos.
pt Oremos juntos.
id Marilah kita berdoa bersama.
zh 让我们一起祷告。
ar لنصلِّ معًا.
hi आइए हम मिलकर प्रार्थना करें।

en Let us pray together now.
es Oremos juntos ahora.
pt Oremos juntos agora.
id Marilah kita berdoa bersama sekarang.
zh 现在让我们一起祷告。
ar لنصلِّ معًا الآن.
hi आइए अब हम मिलकर प्रार्थना करें।

en Let us bow our heads.
es Inclinemos nuestros rostros.
pt Inclinemos nossas cabeças.
id Marilah kita menundukkan kepala.
zh 让我们低头。
ar لنحنِ رؤوسنا.
hi आइए हम अपना सिर झुकाएँ।

en Let us bow our heads and close our eyes.
es Inclinemos nuestros rostros y cerremos los ojos.
pt Inclinemos nossas cabeças e fechemos os olhos.
id Marilah kita menundukkan kepala dan menutup mata.
zh 让我们低头闭眼。
ar لنحنِ رؤوسنا ونغمض عيوننا.
hi आइए हम अपना सिर झुकाएँ और आँखें बंद करें।

en Let us bow our heads in prayer.
es Inclinemos nuestros rostros en oración.
pt Inclinemos nossas cabeças em oração.
id Marilah kita menundukkan kepala dalam doa.
zh 让我们低头祷告。
ar لنحنِ رؤوسنا في الصلاة.
hi आइए हम प्रार्थना में अपना सिर झुकाएँ।

en Would you pray with me.
es Oren conmigo, por favor.
pt Orem comigo, por favor.
id Mari berdoa bersama saya.
zh 请和我一起祷告。
ar صلّوا معي من فضلكم.
hi कृपया मेरे साथ प्रार्थना करें।

en Let me pray for you.
es Permítanme orar por ustedes.
pt Deixem-me orar por vocês.
id Izinkan saya mendoakan Anda.
zh 让我为你们祷告。
ar دعوني أصلي لأجلكم.
hi मुझे आपके लिए प्रार्थना करने दीजिए।

en Let me open in prayer.
es Permítanme comenzar con una oración.
pt Permitam-me começar com uma oração.
id Izinkan saya membuka dengan doa.
zh 让我先以祷告开始。
ar دعوني أبدأ بالصلاة.
hi मुझे प्रार्थना से आरंभ करने दीजिए।

en Let us close in prayer.
es Terminemos con una oración.
pt Vamos encerrar em oração.
id Marilah kita menutup dengan doa.
zh 让我们以祷告结束。
ar لنختم بالصلاة.
hi आइए हम प्रार्थना के साथ समाप्त करें।

en Heavenly Father, we thank you.
es Padre celestial, te damos gracias.
pt Pai celestial, nós te agradecemos.
id Bapa di surga, kami bersyukur kepada-Mu.
zh 天父，我们感谢你。
ar أيها الآب السماوي، نشكرك.
hi हे स्वर्गीय पिता, हम तेरा धन्यवाद करते हैं।

en Father, we thank you for this day.
es Padre, te damos gracias por este día.
pt Pai, nós te agradecemos por este dia.
id Bapa, kami bersyukur atas hari ini.
zh 父啊，我们为今天感谢你。
ar أيها الآب، نشكرك على هذا اليوم.
hi हे पिता, हम इस दिन के लिए तेरा धन्यवाद करते हैं।

en Lord, we thank you for your word.
es Señor, te damos gracias por tu palabra.
pt Senhor, nós te agradecemos pela tua palavra.
id Tuhan, kami bersyukur atas firman-Mu.
zh 主啊，我们为你的话语感谢你。
ar يا رب، نشكرك على كلمتك.
hi हे प्रभु, हम तेरे वचन के लिए तेरा धन्यवाद करते हैं।

en Lord, we thank you for your goodness.
es Señor, te damos gracias por tu bondad.
pt Senhor, nós te agradecemos pela tua bondade.
id Tuhan, kami bersyukur atas kebaikan-Mu.
zh 主啊，我们为你的良善感谢你。
ar يا رب، نشكرك على صلاحك.
hi हे प्रभु, हम तेरी भलाई के लिए तेरा धन्यवाद करते हैं।

en We thank you for your love.
es Te damos gracias por tu amor.
pt Nós te agradecemos pelo teu amor.
id Kami bersyukur atas kasih-Mu.
zh 我们为你的爱感谢你。
ar نشكرك على محبتك.
hi हम तेरे प्रेम के लिए तेरा धन्यवाद करते हैं।

en We thank you for bringing us together.
es Te damos gracias por reunirnos.
pt Nós te agradecemos por nos reunir.
id Kami bersyukur karena Engkau mengumpulkan kami.
zh 我们感谢你把我们聚集在一起。
ar نشكرك لأنك جمعتنا معًا.
hi हम तेरा धन्यवाद करते हैं कि तूने हमें एक साथ इकट्ठा किया।

en Lord, we come before you today.
es Señor, venimos delante de ti hoy.
pt Senhor, viemos diante de ti hoje.
id Tuhan, kami datang ke hadirat-Mu hari ini.
zh 主啊，今天我们来到你面前。
ar يا رب، نأتي أمامك اليوم.
hi हे प्रभु, आज हम तेरे सामने आते हैं।

en We lift up our hearts to you.
es Elevamos a ti nuestros corazones.
pt Elevamos a ti os nossos corações.
id Kami mengangkat hati kami kepada-Mu.
zh 我们向你举起我们的心。
ar نرفع إليك قلوبنا.
hi हम अपने हृदय तेरी ओर उठाते हैं।

en Open our hearts to your word.
es Abre nuestros corazones a tu palabra.
pt Abre os nossos corações para a tua palavra.
id Bukalah hati kami bagi firman-Mu.
zh 求你打开我们的心领受你的话语。
ar افتح قلوبنا لكلمتك.
hi हमारे हृदयों को अपने वचन के लिए खोल दे।

en Speak to us, Lord.
es Háblanos, Señor.
pt Fala conosco, Senhor.
id Berbicaralah kepada kami, Tuhan.
zh 主啊，求你对我们说话。
ar كلّمنا يا رب.
hi हे प्रभु, हमसे बात कर।

en Forgive us our sins.
es Perdona nuestros pecados.
pt Perdoa os nossos pecados.
id Ampunilah dosa-dosa kami.
zh 求你赦免我们的罪。
ar اغفر لنا خطايانا.
hi हमारे पापों को क्षमा कर।

en Fill us with your Holy Spirit.
es Llénanos de tu Espíritu Santo.
pt Enche-nos do teu Espírito Santo.
id Penuhilah kami dengan Roh Kudus-Mu.
zh 求你用圣灵充满我们。
ar املأنا من روحك القدوس.
hi हमें अपने पवित्र आत्मा से भर दे।

en Come, Holy Spirit.
es Ven, Espíritu Santo.
pt Vem, Espírito Santo.
id Datanglah, Roh Kudus.
zh 圣灵，求你降临。
ar تعال أيها الروح القدس.
hi हे पवित्र आत्मा, आ।

en Guide us in your truth.
es Guíanos en tu verdad.
pt Guia-nos na tua verdade.
id Tuntunlah kami dalam kebenaran-Mu.
zh 求你用你的真理引导我们。
ar اهدنا في حقك.
hi अपनी सच्चाई में हमारी अगुवाई कर।

en Heal the sick among us.
es Sana a los enfermos entre nosotros.
pt Cura os enfermos entre nós.
id Sembuhkanlah yang sakit di antara kami.
zh 求你医治我们当中患病的人。
ar اشفِ المرضى بيننا.
hi हमारे बीच जो बीमार हैं उन्हें चंगा कर।
`;
