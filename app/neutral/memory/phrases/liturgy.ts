// The Lord's Prayer (Matthew 6:9-13, each language's Bible of ../shipped-phrases.ts) and the
// Apostles' Creed, line by line as congregations say them. Format: see ../shipped-phrases.ts.
export const liturgy = `
en Our Father, who art in heaven, hallowed be thy name.
es Padre nuestro que estás en los cielos, santificado sea tu nombre.
pt Pai nosso, que estás nos céus, santificado seja o teu nome.
id Bapa kami yang di sorga, dikuduskanlah nama-Mu.
zh 我们在天上的父，愿人都尊你的名为圣。
ar أبانا الذي في السماوات، ليتقدس اسمك.
hi हे हमारे पिता, तू जो स्वर्ग में है, तेरा नाम पवित्र माना जाए।

en Our Father in heaven, hallowed be your name.
es Padre nuestro que estás en los cielos, santificado sea tu nombre.
pt Pai nosso, que estás nos céus, santificado seja o teu nome.
id Bapa kami yang di sorga, dikuduskanlah nama-Mu.
zh 我们在天上的父，愿人都尊你的名为圣。
ar أبانا الذي في السماوات، ليتقدس اسمك.
hi हे हमारे पिता, तू जो स्वर्ग में है, तेरा नाम पवित्र माना जाए।

en Thy kingdom come, thy will be done, on earth as it is in heaven.
es Venga tu reino. Hágase tu voluntad, como en el cielo, así también en la tierra.
pt Venha o teu reino; faça-se a tua vontade, assim na terra como no céu.
id Datanglah Kerajaan-Mu, jadilah kehendak-Mu di bumi seperti di sorga.
zh 愿你的国降临，愿你的旨意行在地上，如同行在天上。
ar ليأتِ ملكوتك، لتكن مشيئتك، كما في السماء كذلك على الأرض.
hi तेरा राज्य आए, तेरी इच्छा जैसे स्वर्ग में पूरी होती है, वैसे पृथ्वी पर भी हो।

en Your kingdom come, your will be done, on earth as it is in heaven.
es Venga tu reino. Hágase tu voluntad, como en el cielo, así también en la tierra.
pt Venha o teu reino; faça-se a tua vontade, assim na terra como no céu.
id Datanglah Kerajaan-Mu, jadilah kehendak-Mu di bumi seperti di sorga.
zh 愿你的国降临，愿你的旨意行在地上，如同行在天上。
ar ليأتِ ملكوتك، لتكن مشيئتك، كما في السماء كذلك على الأرض.
hi तेरा राज्य आए, तेरी इच्छा जैसे स्वर्ग में पूरी होती है, वैसे पृथ्वी पर भी हो।

en Give us this day our daily bread.
es El pan nuestro de cada día, dánoslo hoy.
pt O pão nosso de cada dia dá-nos hoje.
id Berikanlah kami pada hari ini makanan kami yang secukupnya.
zh 我们日用的饮食，今日赐给我们。
ar خبزنا كفافنا أعطنا اليوم.
hi हमारी दिन भर की रोटी आज हमें दे।

en And forgive us our trespasses, as we forgive those who trespass against us.
es Y perdónanos nuestras deudas, como también nosotros perdonamos a nuestros deudores.
pt E perdoa-nos as nossas dívidas, assim como nós perdoamos aos nossos devedores.
id Dan ampunilah kami akan kesalahan kami, seperti kami juga mengampuni orang yang bersalah kepada kami.
zh 免我们的债，如同我们免了人的债。
ar واغفر لنا ذنوبنا كما نغفر نحن أيضًا للمذنبين إلينا.
hi और जिस प्रकार हम ने अपने अपराधियों को क्षमा किया है, वैसे ही तू भी हमारे अपराधों को क्षमा कर।

en And forgive us our debts, as we also have forgiven our debtors.
es Y perdónanos nuestras deudas, como también nosotros perdonamos a nuestros deudores.
pt E perdoa-nos as nossas dívidas, assim como nós temos perdoado aos nossos devedores.
id Dan ampunilah kami akan kesalahan kami, seperti kami juga mengampuni orang yang bersalah kepada kami.
zh 免我们的债，如同我们免了人的债。
ar واغفر لنا ذنوبنا كما نغفر نحن أيضًا للمذنبين إلينا.
hi और जिस प्रकार हम ने अपने अपराधियों को क्षमा किया है, वैसे ही तू भी हमारे अपराधों को क्षमा कर।

en And lead us not into temptation, but deliver us from evil.
es Y no nos metas en tentación, mas líbranos del mal.
pt E não nos deixes cair em tentação, mas livra-nos do mal.
id Dan janganlah membawa kami ke dalam pencobaan, tetapi lepaskanlah kami dari pada yang jahat.
zh 不叫我们遇见试探，救我们脱离凶恶。
ar ولا تدخلنا في تجربة، لكن نجّنا من الشرير.
hi और हमें परीक्षा में न ला, परन्तु बुराई से बचा।

en For thine is the kingdom, and the power, and the glory, for ever and ever. Amen.
es Porque tuyo es el reino, y el poder, y la gloria, por todos los siglos. Amén.
pt Pois teu é o reino, o poder e a glória para sempre. Amém.
id Karena Engkaulah yang empunya Kerajaan dan kuasa dan kemuliaan sampai selama-lamanya. Amin.
zh 因为国度、权柄、荣耀，全是你的，直到永远。阿们。
ar لأن لك الملك والقوة والمجد إلى الأبد. آمين.
hi क्योंकि राज्य और पराक्रम और महिमा सदा तेरे ही हैं। आमीन।

en For yours is the kingdom, the power, and the glory, forever. Amen.
es Porque tuyo es el reino, y el poder, y la gloria, por todos los siglos. Amén.
pt Pois teu é o reino, o poder e a glória para sempre. Amém.
id Karena Engkaulah yang empunya Kerajaan dan kuasa dan kemuliaan sampai selama-lamanya. Amin.
zh 因为国度、权柄、荣耀，全是你的，直到永远。阿们。
ar لأن لك الملك والقوة والمجد إلى الأبد. آمين.
hi क्योंकि राज्य और पराक्रम और महिमा सदा तेरे ही हैं। आमीन।

en Let us pray the Lord's Prayer together.
es Oremos juntos el Padre Nuestro.
pt Vamos orar juntos o Pai Nosso.
id Marilah kita bersama-sama mengucapkan Doa Bapa Kami.
zh 让我们一同诵读主祷文。
ar لنصلِّ معًا الصلاة الربانية.
hi आइए हम मिलकर प्रभु की प्रार्थना करें।

en Let us say the Apostles' Creed together.
es Digamos juntos el Credo de los Apóstoles.
pt Vamos dizer juntos o Credo Apostólico.
id Marilah kita bersama-sama mengucapkan Pengakuan Iman Rasuli.
zh 让我们一同宣认使徒信经。
ar لنقل معًا قانون الإيمان الرسولي.
hi आइए हम मिलकर प्रेरितों का विश्वास-वचन कहें।

en I believe in God, the Father almighty, creator of heaven and earth.
es Creo en Dios Padre Todopoderoso, creador del cielo y de la tierra.
pt Creio em Deus Pai, Todo-Poderoso, Criador do céu e da terra.
id Aku percaya kepada Allah, Bapa yang Mahakuasa, Khalik langit dan bumi.
zh 我信上帝，全能的父，创造天地的主。
ar أؤمن بالله الآب الضابط الكل، خالق السماء والأرض.
hi मैं सर्वशक्तिमान पिता परमेश्वर पर, जो स्वर्ग और पृथ्वी का सृष्टिकर्ता है, विश्वास करता हूँ।

en I believe in Jesus Christ, his only Son, our Lord.
es Creo en Jesucristo, su único Hijo, nuestro Señor.
pt Creio em Jesus Cristo, seu único Filho, nosso Senhor.
id Dan kepada Yesus Kristus, Anak-Nya yang tunggal, Tuhan kita.
zh 我信我主耶稣基督，上帝的独生子。
ar وبيسوع المسيح ابنه الوحيد ربنا.
hi और उसके एकलौते पुत्र, हमारे प्रभु यीशु मसीह पर।

en He was conceived by the Holy Spirit and born of the Virgin Mary.
es Fue concebido por obra del Espíritu Santo y nació de la virgen María.
pt Foi concebido pelo Espírito Santo e nasceu da virgem Maria.
id Yang dikandung dari Roh Kudus, lahir dari anak dara Maria.
zh 因圣灵感孕，由童贞女马利亚所生。
ar الذي حُبل به من الروح القدس، وولد من مريم العذراء.
hi जो पवित्र आत्मा से गर्भ में आया और कुँवारी मरियम से उत्पन्न हुआ।

en He suffered under Pontius Pilate, was crucified, died, and was buried.
es Padeció bajo el poder de Poncio Pilato, fue crucificado, muerto y sepultado.
pt Padeceu sob Pôncio Pilatos, foi crucificado, morto e sepultado.
id Yang menderita di bawah pemerintahan Pontius Pilatus, disalibkan, mati, dan dikuburkan.
zh 在本丢彼拉多手下受难，被钉于十字架，受死，埋葬。
ar وتألم على عهد بيلاطس البنطي، وصُلب ومات ودُفن.
hi जिसने पुन्तियुस पिलातुस के समय दुःख उठाया, क्रूस पर चढ़ाया गया, मर गया और गाड़ा गया।

en On the third day he rose again.
es Al tercer día resucitó de entre los muertos.
pt Ao terceiro dia ressuscitou dentre os mortos.
id Pada hari yang ketiga bangkit pula dari antara orang mati.
zh 第三天从死人中复活。
ar وقام في اليوم الثالث من بين الأموات.
hi तीसरे दिन वह मरे हुओं में से जी उठा।

en He ascended into heaven, and is seated at the right hand of the Father.
es Subió a los cielos y está sentado a la diestra de Dios Padre.
pt Subiu ao céu e está sentado à direita de Deus Pai.
id Naik ke sorga, duduk di sebelah kanan Allah, Bapa yang Mahakuasa.
zh 升天，坐在全能父上帝的右边。
ar وصعد إلى السماء، وهو جالس عن يمين الله الآب.
hi वह स्वर्ग पर चढ़ गया और पिता परमेश्वर के दाहिने हाथ बैठा है।

en He will come again to judge the living and the dead.
es Desde allí vendrá a juzgar a los vivos y a los muertos.
pt De onde há de vir para julgar os vivos e os mortos.
id Dan akan datang dari sana untuk menghakimi orang yang hidup dan yang mati.
zh 将来必从那里降临，审判活人死人。
ar ومن هناك سيأتي ليدين الأحياء والأموات.
hi वहाँ से वह जीवितों और मरे हुओं का न्याय करने को आएगा।

en I believe in the Holy Spirit.
es Creo en el Espíritu Santo.
pt Creio no Espírito Santo.
id Aku percaya kepada Roh Kudus.
zh 我信圣灵。
ar وأؤمن بالروح القدس.
hi मैं पवित्र आत्मा पर विश्वास करता हूँ।

en The holy catholic church, the communion of saints.
es La santa iglesia universal, la comunión de los santos.
pt A santa igreja universal, a comunhão dos santos.
id Gereja yang kudus dan am, persekutuan orang kudus.
zh 我信圣而公之教会，我信圣徒相通。
ar وبالكنيسة المقدسة الجامعة، وبشركة القديسين.
hi पवित्र सार्वभौमिक कलीसिया पर, पवित्र लोगों की सहभागिता पर।

en The forgiveness of sins, the resurrection of the body, and the life everlasting.
es El perdón de los pecados, la resurrección del cuerpo y la vida eterna.
pt A remissão dos pecados, a ressurreição do corpo e a vida eterna.
id Pengampunan dosa, kebangkitan daging, dan hidup yang kekal.
zh 我信罪得赦免，我信身体复活，我信永生。
ar وبمغفرة الخطايا، وبقيامة الجسد، وبالحياة الأبدية.
hi पापों की क्षमा पर, देह के पुनरुत्थान पर, और अनन्त जीवन पर।

en Christ has died, Christ is risen, Christ will come again.
es Cristo ha muerto, Cristo ha resucitado, Cristo vendrá otra vez.
pt Cristo morreu, Cristo ressuscitou, Cristo voltará.
id Kristus telah wafat, Kristus telah bangkit, Kristus akan datang kembali.
zh 基督已经受死，基督已经复活，基督还要再来。
ar المسيح مات، المسيح قام، المسيح سيأتي ثانية.
hi मसीह मर गया, मसीह जी उठा, मसीह फिर आएगा।

en Lift up your hearts.
es Levantemos el corazón.
pt Elevemos os nossos corações.
id Arahkanlah hatimu kepada Tuhan.
zh 请举心向上。
ar ارفعوا قلوبكم.
hi अपने हृदय ऊपर उठाओ।

en We lift them up to the Lord.
es Lo tenemos levantado hacia el Señor.
pt Nós os elevamos ao Senhor.
id Kami mengarahkannya kepada Tuhan.
zh 我们举心向主。
ar هي عند الرب.
hi हम उन्हें प्रभु की ओर उठाते हैं।
`;
