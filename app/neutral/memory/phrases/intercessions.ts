// Intercessions: praying for the sick, the mourning, families, the city and the world. Format: see
// ../shipped-phrases.ts.
export const intercessions = `
en Be with those who are sick.
es Acompaña a los que están enfermos.
pt Esteja com os que estão enfermos.
id Sertailah mereka yang sedang sakit.
zh 求你与患病的人同在。
ar كن مع المرضى.
hi जो बीमार हैं उनके साथ रह।

en Comfort those who mourn.
es Consuela a los que lloran.
pt Consola os que choram.
id Hiburlah mereka yang berdukacita.
zh 求你安慰哀恸的人。
ar عزِّ الحزانى.
hi जो शोक करते हैं उन्हें शांति दे।

en We pray for our families.
es Oramos por nuestras familias.
pt Oramos por nossas famílias.
id Kami berdoa bagi keluarga kami.
zh 我们为我们的家庭祷告。
ar نصلي لأجل عائلاتنا.
hi हम अपने परिवारों के लिए प्रार्थना करते हैं।

en We pray for our city.
es Oramos por nuestra ciudad.
pt Oramos por nossa cidade.
id Kami berdoa bagi kota kami.
zh 我们为我们的城市祷告。
ar نصلي لأجل مدينتنا.
hi हम अपने नगर के लिए प्रार्थना करते हैं।

en We pray for our nation.
es Oramos por nuestra nación.
pt Oramos por nossa nação.
id Kami berdoa bagi bangsa kami.
zh 我们为我们的国家祷告。
ar نصلي لأجل أمتنا.
hi हम अपने राष्ट्र के लिए प्रार्थना करते हैं।

en We pray for our leaders.
es Oramos por nuestros gobernantes.
pt Oramos por nossos governantes.
id Kami berdoa bagi para pemimpin kami.
zh 我们为我们的领袖祷告。
ar نصلي لأجل قادتنا.
hi हम अपने अगुवों के लिए प्रार्थना करते हैं।

en We pray for our missionaries.
es Oramos por nuestros misioneros.
pt Oramos por nossos missionários.
id Kami berdoa bagi para misionaris kami.
zh 我们为我们的宣教士祷告。
ar نصلي لأجل مرسلينا.
hi हम अपने मिशनरियों के लिए प्रार्थना करते हैं।

en We pray for peace in the world.
es Oramos por la paz en el mundo.
pt Oramos pela paz no mundo.
id Kami berdoa bagi perdamaian di dunia.
zh 我们为世界和平祷告。
ar نصلي لأجل السلام في العالم.
hi हम संसार में शांति के लिए प्रार्थना करते हैं।

en Bless this offering.
es Bendice esta ofrenda.
pt Abençoa esta oferta.
id Berkatilah persembahan ini.
zh 求你祝福这奉献。
ar بارك هذه التقدمة.
hi इस भेंट को आशीष दे।

en Bless the hands that gave.
es Bendice las manos que dieron.
pt Abençoa as mãos que ofertaram.
id Berkatilah tangan-tangan yang memberi.
zh 求你祝福奉献的手。
ar بارك الأيدي التي قدّمت.
hi देने वाले हाथों को आशीष दे।

en Bless this food.
es Bendice estos alimentos.
pt Abençoa este alimento.
id Berkatilah makanan ini.
zh 求你祝福这食物。
ar بارك هذا الطعام.
hi इस भोजन को आशीष दे।

en We ask this in Jesus' name.
es Te lo pedimos en el nombre de Jesús.
pt Pedimos isto em nome de Jesus.
id Kami memohon ini dalam nama Yesus.
zh 我们奉耶稣的名求。
ar نطلب هذا باسم يسوع.
hi हम यह यीशु के नाम में माँगते हैं।

en In Jesus' name we pray, amen.
es En el nombre de Jesús oramos, amén.
pt Em nome de Jesus oramos, amém.
id Dalam nama Yesus kami berdoa, amin.
zh 奉耶稣的名祷告，阿们。
ar باسم يسوع نصلي، آمين.
hi यीशु के नाम में हम प्रार्थना करते हैं, आमीन।

en In Jesus' name, amen.
es En el nombre de Jesús, amén.
pt Em nome de Jesus, amém.
id Dalam nama Yesus, amin.
zh 奉耶稣的名，阿们。
ar باسم يسوع، آمين.
hi यीशु के नाम में, आमीन।

en In the name of Jesus we pray.
es En el nombre de Jesús oramos.
pt Em nome de Jesus oramos.
id Dalam nama Yesus kami berdoa.
zh 我们奉耶稣的名祷告。
ar باسم يسوع نصلي.
hi हम यीशु के नाम में प्रार्थना करते हैं।

en In the name of the Father, and of the Son, and of the Holy Spirit.
es En el nombre del Padre, y del Hijo, y del Espíritu Santo.
pt Em nome do Pai, e do Filho, e do Espírito Santo.
id Dalam nama Bapa, dan Anak, dan Roh Kudus.
zh 奉圣父、圣子、圣灵的名。
ar باسم الآب والابن والروح القدس.
hi पिता, और पुत्र, और पवित्र आत्मा के नाम में।

en Lord, hear our prayer.
es Señor, escucha nuestra oración.
pt Senhor, ouve a nossa oração.
id Tuhan, dengarlah doa kami.
zh 主啊，求你垂听我们的祷告。
ar يا رب، استمع صلاتنا.
hi हे प्रभु, हमारी प्रार्थना सुन।

en Lord, have mercy.
es Señor, ten piedad.
pt Senhor, tem piedade.
id Tuhan, kasihanilah kami.
zh 主啊，求你怜悯。
ar يا رب ارحم.
hi हे प्रभु, दया कर।

en Christ, have mercy.
es Cristo, ten piedad.
pt Cristo, tem piedade.
id Kristus, kasihanilah kami.
zh 基督啊，求你怜悯。
ar أيها المسيح ارحم.
hi हे मसीह, दया कर।

en Let us have a moment of silence.
es Guardemos un momento de silencio.
pt Façamos um momento de silêncio.
id Marilah kita hening sejenak.
zh 让我们静默片刻。
ar لنقف لحظة صمت.
hi आइए हम कुछ क्षण मौन रहें।

en Let us take a moment to pray for one another.
es Tomemos un momento para orar unos por otros.
pt Tomemos um momento para orar uns pelos outros.
id Marilah kita mengambil waktu sejenak untuk saling mendoakan.
zh 让我们花一点时间彼此代祷。
ar لنأخذ لحظة لنصلي بعضنا لأجل بعض.
hi आइए हम एक क्षण लेकर एक दूसरे के लिए प्रार्थना करें।

en Pray for the person next to you.
es Oren por la persona que está a su lado.
pt Orem pela pessoa ao seu lado.
id Doakanlah orang yang ada di sebelah Anda.
zh 为你旁边的人祷告。
ar صلّوا لأجل الشخص الذي بجانبكم.
hi अपने बगल वाले व्यक्ति के लिए प्रार्थना करें।

en If you need prayer, please come forward.
es Si necesita oración, por favor pase al frente.
pt Se você precisa de oração, por favor venha à frente.
id Jika Anda membutuhkan doa, silakan maju ke depan.
zh 如果你需要代祷，请到前面来。
ar إن كنت تحتاج إلى صلاة، فتقدّم إلى الأمام من فضلك.
hi यदि आपको प्रार्थना की आवश्यकता है, तो कृपया आगे आइए।

en Our prayer team is here to pray with you.
es Nuestro equipo de oración está aquí para orar con usted.
pt Nossa equipe de oração está aqui para orar com você.
id Tim doa kami ada di sini untuk berdoa bersama Anda.
zh 我们的代祷团队在这里和你一起祷告。
ar فريق الصلاة هنا ليصلي معك.
hi हमारी प्रार्थना टीम आपके साथ प्रार्थना करने के लिए यहाँ है।

en Lord, we give you all the glory.
es Señor, te damos toda la gloria.
pt Senhor, nós te damos toda a glória.
id Tuhan, kami memberikan segala kemuliaan bagi-Mu.
zh 主啊，我们将一切荣耀归给你。
ar يا رب، نعطيك كل المجد.
hi हे प्रभु, हम सारी महिमा तुझे देते हैं।

en We love you, Lord.
es Te amamos, Señor.
pt Nós te amamos, Senhor.
id Kami mengasihi-Mu, Tuhan.
zh 主啊，我们爱你。
ar نحبك يا رب.
hi हे प्रभु, हम तुझसे प्रेम करते हैं।

en We need you, Lord.
es Te necesitamos, Señor.
pt Precisamos de ti, Senhor.
id Kami membutuhkan-Mu, Tuhan.
zh 主啊，我们需要你。
ar نحتاج إليك يا رب.
hi हे प्रभु, हमें तेरी आवश्यकता है।

en Your will be done.
es Hágase tu voluntad.
pt Seja feita a tua vontade.
id Jadilah kehendak-Mu.
zh 愿你的旨意成就。
ar لتكن مشيئتك.
hi तेरी इच्छा पूरी हो।
`;
