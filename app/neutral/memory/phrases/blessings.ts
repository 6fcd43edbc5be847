// Blessings, benedictions and sending out. Format: see ../shipped-phrases.ts.
export const blessings = `
en Go in peace.
es Vayan en paz.
pt Vão em paz.
id Pergilah dalam damai.
zh 平平安安地去吧。
ar اذهبوا بسلام.
hi शांति से जाइए।

en Go in peace and God bless you all.
es Vayan en paz y que Dios los bendiga a todos.
pt Vão em paz e que Deus abençoe a todos.
id Pergilah dalam damai, dan Tuhan memberkati kalian semua.
zh 平平安安地去吧，愿神赐福给你们各人。
ar اذهبوا بسلام، وليبارككم الله جميعًا.
hi शांति से जाइए, और परमेश्वर आप सबको आशीष दे।

en God bless you.
es Dios te bendiga.
pt Deus te abençoe.
id Tuhan memberkatimu.
zh 愿神赐福给你。
ar ليباركك الله.
hi परमेश्वर तुम्हें आशीष दे।

en God bless you all.
es Que Dios los bendiga a todos.
pt Que Deus abençoe a todos.
id Tuhan memberkati kalian semua.
zh 愿神赐福给你们各人。
ar ليبارككم الله جميعًا.
hi परमेश्वर आप सबको आशीष दे।

en May God bless you.
es Que Dios te bendiga.
pt Que Deus te abençoe.
id Kiranya Tuhan memberkatimu.
zh 愿神赐福给你。
ar ليباركك الله.
hi परमेश्वर तुम्हें आशीष दे।

en May God bless you all.
es Que Dios los bendiga a todos.
pt Que Deus abençoe a todos vocês.
id Kiranya Tuhan memberkati kalian semua.
zh 愿神赐福给你们众人。
ar ليبارككم الله جميعًا.
hi परमेश्वर आप सबको आशीष दे।

en May God bless you this week.
es Que Dios los bendiga esta semana.
pt Que Deus os abençoe nesta semana.
id Kiranya Tuhan memberkati Anda minggu ini.
zh 愿神在这一周赐福给你们。
ar ليبارككم الله هذا الأسبوع.
hi परमेश्वर इस सप्ताह आपको आशीष दे।

en Have a blessed week.
es Que tengan una semana bendecida.
pt Tenham uma semana abençoada.
id Selamat menjalani minggu yang diberkati.
zh 祝大家这一周蒙福。
ar أسبوعًا مباركًا.
hi आपका सप्ताह आशीषित हो।

en Have a blessed day.
es Que tengan un día bendecido.
pt Tenham um dia abençoado.
id Selamat menjalani hari yang diberkati.
zh 祝大家今天蒙福。
ar يومًا مباركًا.
hi आपका दिन आशीषित हो।

en The Lord bless you and keep you.
es Jehová te bendiga, y te guarde.
pt O Senhor te abençoe e te guarde.
id Tuhan memberkati engkau dan melindungi engkau.
zh 愿耶和华赐福给你，保护你。
ar يباركك الرب ويحرسك.
hi प्रभु तुझे आशीष दे और तेरी रक्षा करे।

en The Lord make his face shine upon you, and be gracious to you.
es Jehová haga resplandecer su rostro sobre ti, y tenga de ti misericordia.
pt O Senhor faça resplandecer o seu rosto sobre ti e tenha misericórdia de ti.
id Tuhan menyinari engkau dengan wajah-Nya dan memberi engkau kasih karunia.
zh 愿耶和华使他的脸光照你，赐恩给你。
ar يضيء الرب بوجهه عليك ويرحمك.
hi प्रभु तुझ पर अपने मुख का प्रकाश चमकाए, और तुझ पर अनुग्रह करे।

en The Lord lift up his countenance upon you, and give you peace.
es Jehová alce sobre ti su rostro, y ponga en ti paz.
pt O Senhor sobre ti levante o rosto e te dê a paz.
id Tuhan menghadapkan wajah-Nya kepadamu dan memberi engkau damai sejahtera.
zh 愿耶和华向你仰脸，赐你平安。
ar يرفع الرب وجهه عليك ويمنحك سلامًا.
hi प्रभु अपना मुख तेरी ओर करे, और तुझे शांति दे।

en The grace of the Lord Jesus Christ be with you all.
es La gracia del Señor Jesucristo sea con todos ustedes.
pt A graça do Senhor Jesus Cristo seja com todos vocês.
id Kasih karunia Tuhan Yesus Kristus menyertai kamu sekalian.
zh 愿主耶稣基督的恩惠常与你们众人同在。
ar نعمة ربنا يسوع المسيح مع جميعكم.
hi प्रभु यीशु मसीह का अनुग्रह तुम सब के साथ हो।

en The grace of the Lord Jesus Christ, and the love of God, and the fellowship of the Holy Spirit be with you all.
es La gracia del Señor Jesucristo, el amor de Dios, y la comunión del Espíritu Santo sean con todos vosotros.
pt A graça do Senhor Jesus Cristo, e o amor de Deus, e a comunhão do Espírito Santo sejam com todos vós.
id Kasih karunia Tuhan Yesus Kristus, dan kasih Allah, dan persekutuan Roh Kudus menyertai kamu sekalian.
zh 愿主耶稣基督的恩惠、神的慈爱、圣灵的感动，常与你们众人同在。
ar نعمة ربنا يسوع المسيح، ومحبة الله، وشركة الروح القدس مع جميعكم.
hi प्रभु यीशु मसीह का अनुग्रह और परमेश्वर का प्रेम और पवित्र आत्मा की सहभागिता तुम सब के साथ होती रहे।

en Now to him who is able to do immeasurably more than all we ask or imagine.
es Y a Aquel que es poderoso para hacer todas las cosas mucho más abundantemente de lo que pedimos o entendemos.
pt Àquele que é poderoso para fazer infinitamente mais do que tudo quanto pedimos ou pensamos.
id Bagi Dialah, yang dapat melakukan jauh lebih banyak dari pada yang kita doakan atau pikirkan.
zh 神能照着运行在我们心里的大力充充足足地成就一切，超过我们所求所想的。
ar والقادر أن يفعل فوق كل شيء أكثر جدًا مما نطلب أو نفتكر.
hi अब जो ऐसा सामर्थी है कि हमारी विनती और समझ से कहीं अधिक काम कर सकता है।

en To him be glory forever and ever.
es A él sea la gloria por los siglos de los siglos.
pt A ele seja a glória para todo o sempre.
id Bagi Dialah kemuliaan sampai selama-lamanya.
zh 愿荣耀归给他，直到永永远远。
ar له المجد إلى أبد الآبدين.
hi उसकी महिमा युगानुयुग होती रहे।

en Go and make disciples of all nations.
es Id, y haced discípulos a todas las naciones.
pt Ide e fazei discípulos de todas as nações.
id Pergilah, jadikanlah semua bangsa murid-Ku.
zh 你们要去，使万民作我的门徒。
ar اذهبوا وتلمذوا جميع الأمم.
hi जाओ और सब जातियों के लोगों को चेला बनाओ।

en Go and serve the Lord.
es Vayan y sirvan al Señor.
pt Vão e sirvam ao Senhor.
id Pergilah dan layanilah Tuhan.
zh 去事奉主吧。
ar اذهبوا واخدموا الرب.
hi जाइए और प्रभु की सेवा कीजिए।

en Go in peace to love and serve the Lord.
es Vayan en paz a amar y servir al Señor.
pt Vão em paz para amar e servir ao Senhor.
id Pergilah dalam damai untuk mengasihi dan melayani Tuhan.
zh 平安地去吧，去爱主、事奉主。
ar اذهبوا بسلام لتحبوا الرب وتخدموه.
hi शांति से जाइए, प्रभु से प्रेम कीजिए और उसकी सेवा कीजिए।

en The Lord is with you.
es El Señor está contigo.
pt O Senhor está contigo.
id Tuhan menyertaimu.
zh 主与你同在。
ar الرب معك.
hi प्रभु तुम्हारे साथ है।

en May the Lord be with you.
es Que el Señor esté con ustedes.
pt Que o Senhor esteja com vocês.
id Kiranya Tuhan menyertai kalian.
zh 愿主与你们同在。
ar ليكن الرب معكم.
hi प्रभु आपके साथ रहे।

en May the peace of God be with you.
es Que la paz de Dios esté con ustedes.
pt Que a paz de Deus esteja com vocês.
id Kiranya damai sejahtera Allah menyertai kalian.
zh 愿神的平安与你们同在。
ar ليكن سلام الله معكم.
hi परमेश्वर की शांति आपके साथ रहे।

en May the peace of God, which passes all understanding, guard your hearts and minds in Christ Jesus.
es Que la paz de Dios, que sobrepasa todo entendimiento, guarde sus corazones y sus pensamientos en Cristo Jesús.
pt Que a paz de Deus, que excede todo o entendimento, guarde os seus corações e as suas mentes em Cristo Jesus.
id Kiranya damai sejahtera Allah, yang melampaui segala akal, memelihara hati dan pikiranmu dalam Kristus Yesus.
zh 愿神所赐出人意外的平安，在基督耶稣里保守你们的心怀意念。
ar ليحفظ سلام الله الذي يفوق كل عقل قلوبكم وأفكاركم في المسيح يسوع.
hi परमेश्वर की शांति, जो समझ से बिलकुल परे है, तुम्हारे हृदय और विचारों को मसीह यीशु में सुरक्षित रखे।

en See you next Sunday.
es Nos vemos el próximo domingo.
pt Até o próximo domingo.
id Sampai jumpa hari Minggu depan.
zh 下主日见。
ar نراكم الأحد القادم.
hi अगले रविवार को मिलते हैं।

en See you next week.
es Nos vemos la próxima semana.
pt Até a próxima semana.
id Sampai jumpa minggu depan.
zh 下周见。
ar نراكم الأسبوع القادم.
hi अगले सप्ताह मिलते हैं।

en Drive safely.
es Manejen con cuidado.
pt Dirijam com cuidado.
id Hati-hati di jalan.
zh 路上注意安全。
ar قودوا بأمان.
hi सुरक्षित गाड़ी चलाइए।

en Thank you for worshipping with us today.
es Gracias por adorar con nosotros hoy.
pt Obrigado por adorar conosco hoje.
id Terima kasih telah beribadah bersama kami hari ini.
zh 感谢你今天和我们一同敬拜。
ar شكرًا لعبادتكم معنا اليوم.
hi आज हमारे साथ आराधना करने के लिए धन्यवाद।

en Receive the blessing.
es Reciban la bendición.
pt Recebam a bênção.
id Terimalah berkat.
zh 请领受祝福。
ar اقبلوا البركة.
hi आशीष ग्रहण कीजिए।

en Let us receive the benediction.
es Recibamos la bendición.
pt Recebamos a bênção.
id Marilah kita menerima berkat.
zh 让我们领受祝福。
ar لنقبل البركة.
hi आइए हम आशीर्वचन ग्रहण करें।

en May the Lord bless your home.
es Que el Señor bendiga su hogar.
pt Que o Senhor abençoe o seu lar.
id Kiranya Tuhan memberkati rumah tangga Anda.
zh 愿主赐福你的家。
ar ليبارك الرب بيتك.
hi प्रभु आपके घर को आशीष दे।

en May the Lord keep you safe.
es Que el Señor los guarde.
pt Que o Senhor os guarde.
id Kiranya Tuhan melindungi Anda.
zh 愿主保守你们平安。
ar ليحفظكم الرب.
hi प्रभु आपको सुरक्षित रखे।
`;
