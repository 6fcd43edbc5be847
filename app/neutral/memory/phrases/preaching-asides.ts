// The preacher's asides and the sermon's close: checking in, pressing a point, ending. Format: see
// ../shipped-phrases.ts.
export const preachingAsides = `
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
