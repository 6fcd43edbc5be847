/**
 * The Bible's peoples and their members ("Philistine~Philistines"), as a name with its plural.
 * Spanish and Portuguese write them in lower case (filisteos, filisteus). Rows as ../term-rows.ts
 * reads them; masculine unless flagged "f".
 * Sources (names are facts; each language's form is the one its widely read Bible prints):
 *   es  Reina-Valera 1960 spelling, checked verse by verse against the shipped Reina-Valera 1909
 *       (data/bibles/rv1909.json; `npm run glossary:names -- --align`), whose older spellings
 *       ("Ezechîas", "Sichêm") RV 1960 modernised ("Ezequías", "Siquem")
 *   pt  Almeida Revista e Atualizada      id  Terjemahan Baru (LAI, 1974)
 *   zh  Chinese Union Version (和合本)     ar  Smith–Van Dyck (1865)      hi  Hindi O.V. (Bible Society of India)
 * An empty field: no form we are sure of; the engine translates the name there.
 */
export const peoples = `
Philistine~Philistines|filisteo~filisteos|filisteu~filisteus|orang Filistin~orang Filistin|非利士人~非利士人|\
الفلسطيني~الفلسطينيون|पलिश्ती~पलिश्तियों
Levite~Levites|levita~levitas|levita~levitas|orang Lewi~orang-orang Lewi|利未人~利未人|اللاوي~اللاويون|लेवीय~लेवियों
Jew~Jews|judío~judíos|judeu~judeus|orang Yahudi~orang-orang Yahudi|犹太人~犹太人|اليهودي~اليهود|यहूदी~यहूदियों
Egyptian~Egyptians|egipcio~egipcios|egípcio~egípcios|orang Mesir~orang Mesir|埃及人~埃及人|المصري~المصريون|मिस्री~मिस्रियों
Chaldean~Chaldeans|caldeo~caldeos|caldeu~caldeus|orang Kasdim~orang Kasdim|迦勒底人~迦勒底人|الكلداني~الكلدانيون|\
कसदी~कसदियों
Amorite~Amorites|amorreo~amorreos|amorreu~amorreus|orang Amori~orang Amori|亚摩利人~亚摩利人|الأموري~الأموريون|एमोरी~एमोरियों
Syrian~Syrians|sirio~sirios|sírio~sírios|orang Aram~orang Aram|亚兰人~亚兰人|الأرامي~الأراميون|अरामी~अरामियों
Canaanite~Canaanites|cananeo~cananeos|cananeu~cananeus|orang Kanaan~orang Kanaan|迦南人~迦南人|الكنعاني~الكنعانيون|\
कनानी~कनानियों
Hittite~Hittites|heteo~heteos|heteu~heteus|orang Het~orang Het|赫人~赫人|الحثي~الحثيون|हित्ती~हित्तियों
Hebrew~Hebrews|hebreo~hebreos|hebreu~hebreus|orang Ibrani~orang Ibrani|希伯来人~希伯来人|العبراني~العبرانيون|इब्री~इब्रियों
Jebusite~Jebusites|jebuseo~jebuseos|jebuseu~jebuseus|orang Yebus~orang Yebus|耶布斯人~耶布斯人|اليبوسي~اليبوسيون|\
यबूसी~यबूसियों
Hivite~Hivites|heveo~heveos|heveu~heveus|orang Hewi~orang Hewi|希未人~希未人|الحوي~الحويون|हिव्वी~हिव्वियों
Perizzite~Perizzites|ferezeo~ferezeos|ferezeu~ferezeus|orang Feris~orang Feris|比利洗人~比利洗人|الفرزي~الفرزيون|\
परिज्जी~परिज्जियों
Ammonite~Ammonites|amonita~amonitas|amonita~amonitas|orang Amon~bani Amon|亚扪人~亚扪人|العموني~العمونيون|\
अम्मोनी~अम्मोनियों
Moabite~Moabites|moabita~moabitas|moabita~moabitas|orang Moab~orang Moab|摩押人~摩押人|الموآبي~الموآبيون|मोआबी~मोआबियों
Moabitess|moabita|moabita|perempuan Moab|摩押女子|الموآبية|मोआबिन|f
Amalekite~Amalekites|amalecita~amalecitas|amalequita~amalequitas|orang Amalek~orang Amalek|亚玛力人~亚玛力人|\
العمالقي~العمالقة|अमालेकी~अमालेकियों
Greek~Greeks|griego~griegos|grego~gregos|orang Yunani~orang Yunani|希腊人~希腊人|اليوناني~اليونانيون|यूनानी~यूनानियों
Roman~Romans|romano~romanos|romano~romanos|orang Rum~orang-orang Rum|罗马人~罗马人|الروماني~الرومانيون|\
रोमी~रोमियों
Edomite~Edomites|edomita~edomitas|edomita~edomitas|orang Edom~orang Edom|以东人~以东人|الأدومي~الأدوميون|एदोमी~एदोमियों
Midianite~Midianites|madianita~madianitas|midianita~midianitas|orang Midian~orang Midian|米甸人~米甸人|\
المدياني~المديانيون|मिद्यानी~मिद्यानियों
Sidonian~Sidonians|sidonio~sidonios|sidônio~sidônios|orang Sidon~orang Sidon|西顿人~西顿人|الصيدوني~الصيدونيون|\
सीदोनी~सीदोनियों
Assyrian~Assyrians|asirio~asirios|assírio~assírios|orang Asyur~orang Asyur|亚述人~亚述人|الأشوري~الأشوريون|\
अश्शूरी~अश्शूरियों
Ethiopian~Ethiopians|etíope~etíopes|etíope~etíopes|orang Etiopia~orang Etiopia|古实人~古实人|الكوشي~الكوشيون|\
कूशी~कूशियों
Gadite~Gadites|gadita~gaditas|gadita~gaditas|orang Gad~orang Gad|迦得人~迦得人|الجادي~الجاديون|गादी~गादियों
Reubenite~Reubenites|rubenita~rubenitas|rubenita~rubenitas|orang Ruben~orang Ruben|流便人~流便人|\
الرأوبيني~الرأوبينيون|रूबेनी~रूबेनियों
Kohathite~Kohathites|coatita~coatitas|coatita~coatitas|orang Kehat~orang Kehat|哥辖人~哥辖人|القهاتي~القهاتيون|\
कहाती~कहातियों
Gershonite~Gershonites|gersonita~gersonitas|gersonita~gersonitas|orang Gerson~orang Gerson|革顺人~革顺人|\
الجرشوني~الجرشونيون|गेर्शोनी~गेर्शोनियों
Kenite~Kenites|ceneo~ceneos|queneu~queneus|orang Keni~orang Keni|基尼人~基尼人|القيني~القينيون|केनी~केनियों
Korahite~Korahites|coreíta~coreítas|coreíta~coreítas|orang Korah~orang Korah|可拉人~可拉人|القورحي~القورحيون|\
कोरही~कोरहियों
Samaritan~Samaritans|samaritano~samaritanos|samaritano~samaritanos|orang Samaria~orang Samaria|撒玛利亚人~撒玛利亚人|\
السامري~السامريون|सामरी~सामरियों
Sadducee~Sadducees|saduceo~saduceos|saduceu~saduceus|orang Saduki~orang Saduki|撒都该人~撒都该人|\
الصدوقي~الصدوقيون|सदूकी~सदूकियों
Mede~Medes|medo~medos|medo~medos|orang Madai~orang Madai|玛代人~玛代人|المادي~الماديون|मादी~मादियों
Cherethite~Cherethites|cereteo~cereteos|quereteu~quereteus|orang Kreti~orang Kreti|基利提人~基利提人||\
करेती~करेतियों
Pelethite~Pelethites|peleteo~peleteos|peleteu~peleteus|orang Pleti~orang Pleti|比利提人~比利提人||पलेती~पलेतियों
Benjamite~Benjamites|benjamita~benjamitas|benjamita~benjamitas|orang Benyamin~orang Benyamin|便雅悯人~便雅悯人|\
البنياميني~البنيامينيون|बिन्यामीनी~बिन्यामीनियों
Gileadite|galaadita|gileadita|orang Gilead|基列人|الجلعادي|गिलादी
Gittite|geteo|geteu|orang Gat|迦特人|الجتي|गती
Shunammite|sunamita|sunamita|perempuan Sunem|书念妇人|الشونمية|शूनेमिन|f
Netophathite|netofatita|netofatita|orang Netofa|尼陀法人|النطوفاتي|नतोपाई
Jezreelite|jezreelita|jezreelita|orang Yizreel|耶斯列人|اليزرعيلي|यिज्रेली
Gibeonite~Gibeonites|gabaonita~gabaonitas|gibeonita~gibeonitas|orang Gibeon~orang Gibeon|基遍人~基遍人|\
الجبعوني~الجبعونيون|गिबोनी~गिबोनियों
Ishmaelite~Ishmaelites|ismaelita~ismaelitas|ismaelita~ismaelitas|orang Ismael~orang Ismael|以实玛利人~以实玛利人|\
الإسماعيلي~الإسماعيليون|इश्माएली~इश्माएलियों
Horite~Horites|horeo~horeos|horeu~horeus|orang Hori~orang Hori|何利人~何利人|الحوري~الحوريون|होरी~होरियों
Tishbite|tisbita|tesbita|orang Tisbe|提斯比人|التشبي|तिशबी
Temanite|temanita|temanita|orang Teman|提幔人|التيماني|तेमानी
Shilonite|silonita|silonita|orang Silo|示罗人|الشيلوني|शीलोनी
Nazarene|nazareno|nazareno|orang Nazaret|拿撒勒人|الناصري|नासरी
Hebronite~Hebronites|hebronita~hebronitas|hebronita~hebronitas|orang Hebron~orang Hebron|希伯伦族~希伯伦族|\
الحبروني~الحبرونيون|हेब्रोनी~हेब्रोनियों
Geshurite~Geshurites|gesureo~gesureos|gesurita~gesuritas|orang Gesur~orang Gesur|基述人~基述人|\
الجشوري~الجشوريون|गशूरी~गशूरियों
Arabian~Arabians|árabe~árabes|arábio~arábios|orang Arab~orang Arab|亚拉伯人~亚拉伯人|العربي~العرب|अरबी~अरबियों
`;
