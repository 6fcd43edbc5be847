/**
 * Places of the Bible the church terms (../church-terms.ts) do not already name. Rows as
 * ../term-rows.ts reads them; a place's Spanish and Portuguese gender follows its ending there.
 * Where the WEB writes a place in two words ("Ramoth Gilead", "Beth Shemesh"), the row is the
 * whole name, so the longer name wins over its parts.
 * Sources (names are facts; each language's form is the one its widely read Bible prints):
 *   es  Reina-Valera 1960 spelling, checked verse by verse against the shipped Reina-Valera 1909
 *       (data/bibles/rv1909.json; `npm run glossary:names -- --align`), whose older spellings
 *       ("Ezechîas", "Sichêm") RV 1960 modernised ("Ezequías", "Siquem")
 *   pt  Almeida Revista e Atualizada      id  Terjemahan Baru (LAI, 1974)
 *   zh  Chinese Union Version (和合本)     ar  Smith–Van Dyck (1865)      hi  Hindi O.V. (Bible Society of India)
 * An empty field: no form we are sure of; the engine translates the name there.
 */
export const places = `
Assyria|Asiria|Assíria|Asyur|亚述|أشور|अश्शूर
Gilead|Galaad|Gileade|Gilead|基列|جلعاد|गिलाद
Moab|Moab|Moabe|Moab|摩押|موآب|मोआब
Ammon|Amón|Amom|Amon|亚扪|عمون|अम्मोन
Edom|Edom|Edom|Edom|以东|أدوم|एदोम
Hebron|Hebrón|Hebrom|Hebron|希伯仑|حبرون|हेब्रोन
Lebanon|Líbano|Líbano|Libanon|黎巴嫩|لبنان|लबानोन
Syria|Siria|Síria|Aram|亚兰|أرام|अराम
Shechem|Siquem|Siquém|Sikhem|示剑|شكيم|शकेम
Bashan|Basán|Basã|Basan|巴珊|باشان|बाशान
Tyre|Tiro|Tiro|Tirus|推罗|صور|सोर|c
Midian|Madián|Midiã|Midian|米甸|مديان|मिद्यान
Gibeah|Gabaa|Gibeá|Gibea|基比亚|جبعة|गिबा
Mizpah|Mizpa|Mispa|Mizpa|米斯巴|المصفاة|मिस्पा
Gilgal|Gilgal|Gilgal|Gilgal|吉甲|الجلجال|गिलगाल
Gath|Gat|Gate|Gat|迦特|جت|गत
Seir|Seir|Seir|Seir|西珥|سعير|सेईर
Heshbon|Hesbón|Hesbom|Hesybon|希实本|حشبون|हेशबोन
Ramah|Ramá|Ramá|Rama|拉玛|الرامة|रामा
Ai|Hai|Ai|Ai|艾|عاي|आई
Gibeon|Gabaón|Gibeão|Gibeon|基遍|جبعون|गिबोन
Hamath|Hamat|Hamate|Hamat|哈马|حماة|हमात
Jezreel|Jezreel|Jezreel|Yizreel|耶斯列|يزرعيل|यिज्रेल
Sidon|Sidón|Sidom|Sidon|西顿|صيدون|सीदोन
Sheba|Sabá|Sabá|Syeba|示巴|سبا|शेबा
Shiloh|Silo|Siló|Silo|示罗|شيلوه|शीलो
Arabah|Arabá|Arabá|Araba|亚拉巴|العربة|अराबा
Elam|Elam|Elão|Elam|以拦|عيلام|एलाम
Persia|Persia|Pérsia|Persia|波斯|فارس|फारस
Kadesh|Cades|Cades|Kadesh|加低斯|قادش|कादेश
Tarshish|Tarsis|Társis|Tarsis|他施|ترشيش|तर्शीश
Macedonia|Macedonia|Macedônia|Makedonia|马其顿|مكدونية|मकिदुनिया
Ramoth Gilead|Ramot de Galaad|Ramote-Gileade|Ramot-Gilead|基列的拉末|راموت جلعاد|
Arnon|Arnón|Arnom|Arnon|亚嫩|أرنون|अर्नोन
Gomorrah|Gomorra|Gomorra|Gomora|蛾摩拉|عمورة|अमोरा
Jabesh Gilead|Jabes de Galaad|Jabes-Gileade|Yabesh-Gilead|基列雅比|يابيش جلعاد|
Lachish|Laquis|Laquis|Lakhis|拉吉|لخيش|लाकीश
Carmel|Carmelo|Carmelo|Karmel|迦密|الكرمل|कर्मेल
Ekron|Ecrón|Ecrom|Ekron|以革伦|عقرون|एक्रोन
Haran|Harán|Harã|Haran|哈兰|حاران|हारान
Rimmon|Rimón|Rimom|Rimon|临门|رمون|रिम्मोन
Ashdod|Asdod|Asdode|Asdod|亚实突|أشدود|अशदोद
Euphrates|Éufrates|Eufrates|Efrat|伯拉河|الفرات|फरात
Gaza|Gaza|Gaza|Gaza|迦萨|غزة|गाजा
Hazor|Hazor|Hazor|Hazor|夏琐|حاصور|हासोर
Aram|Aram|Arã|Aram|亚兰|أرام|अराम
Paddan Aram|Padan-aram|Padã-Arã|Padan-Aram|巴旦亚兰|فدان أرام|पद्दनराम
Kiriath Jearim|Quiriat-jearim|Quiriate-Jearim|Kiryat-Yearim|基列耶琳|قرية يعاريم|किर्यत्यारीम
Kiriath Arba|Quiriat-arba|Quiriate-Arba|Kiryat-Arba|基列亚巴|قرية أربع|किर्यतर्बा
Succoth|Sucot|Sucote|Sukot|疏割|سكوت|सुक्कोत
Geba|Geba|Geba|Geba|迦巴|جبع|गेबा
Keilah|Keila|Queila|Kehila|基伊拉|قعيلة|कीला
Libnah|Libna|Libna|Libna|立拿|لبنة|लिब्ना
Rephaim|Refaim|Refaim|Refaim|利乏音|الرفائيين|
Tirzah|Tirsa|Tirza|Tirza|得撒|ترصة|तिर्सा
Caesarea|Cesarea|Cesareia|Kaisarea|该撒利亚|قيصرية|कैसरिया
Ethiopia|Etiopía|Etiópia|Etiopia|古实|كوش|कूश
Horeb|Horeb|Horebe|Horeb|何烈山|حوريب|होरेब
Anathoth|Anatot|Anatote|Anatot|亚拿突|عناثوث|अनातोत
Aroer|Aroer|Aroer|Aroer|亚罗珥|عروعير|अरोएर
Hermon|Hermón|Hermom|Hermon|黑门|حرمون|हेर्मोन
Gezer|Gezer|Gezer|Gezer|基色|جازر|गेजेर
Goshen|Gosén|Gósen|Gosyen|歌珊|جاسان|गोशेन
Peor|Peor|Peor|Peor|毗珥|فغور|पोर
Baal Peor|Baal-peor|Baal-Peor|Baal-Peor|巴力毗珥|بعل فغور|बालपोर
Rabbah|Rabá|Rabá|Raba|拉巴|ربة|रब्बा
Ziklag|Siclag|Ziclague|Ziklag|洗革拉|صقلغ|सिकलग
Debir|Debir|Debir|Debir|底璧|دبير|दबीर
Hinnom|Hinom|Hinom|Hinom|欣嫩|هنوم|हिन्नोम
Hor|Hor|Hor|Hor|何珥|هور|होर
Joppa|Jope|Jope|Yope|约帕|يافا|याफा
Mahanaim|Mahanaim|Maanaim|Mahanaim|玛哈念|محنايم|महनैम
Zobah|Soba|Zobá|Zoba|琐巴|صوبة|सोबा
Jazer|Jazer|Jazer|Yaezer|雅谢|يعزير|याजेर
Megiddo|Meguido|Megido|Megido|米吉多|مجدو|मगिद्दो
Nebo|Nebo|Nebo|Nebo|尼波|نبو|नबो
Ophir|Ofir|Ofir|Ofir|俄斐|أوفير|ओपीर
Ashkelon|Ascalón|Asquelom|Askelon|亚实基伦|أشقلون|अश्कलोन
Ashtaroth|Astarot|Astarote|Asytarot|亚斯他录|عشتاروث|अश्तारोत
Kedesh|Cedes|Quedes|Kedesh|基低斯|قادش|केदेश
Kidron|Cedrón|Cedrom|Kidron|汲沦|قدرون|किद्रोन
Paran|Parán|Parã|Paran|巴兰|فاران|पारान
Rehob|Rehob|Reobe|Rehob|利合|رحوب|रहोब
Tabor|Tabor|Tabor|Tabor|他泊|تابور|ताबोर
Timnah|Timnat|Timna|Timna|亭拿|تمنة|तिम्ना
Achaia|Acaya|Acaia|Akhaya|亚该亚|أخائية|अखाया
Dibon|Dibón|Dibom|Dibon|底本|ديبون|दीबोन
Hazar Enan|Hazar-enán|Hazar-Enã|Hazar-Enan|哈萨以难|حصر عينان|हसरेनान
Hazar Shual|Hazar-sual|Hazar-Sual|Hazar-Sual|哈萨书亚|حصر شوعال|हसर्शूआल
Riblah|Ribla|Ribla|Ribla|利比拉|ربلة|रिबला
Teman|Temán|Temã|Teman|提幔|تيمان|तेमान
Aijalon|Ajalón|Aijalom|Ayalon|亚雅仑|أيلون|अय्यालोन
Beth Aven|Bet-avén|Bete-Áven|Bet-Awen|伯亚文|بيت آون|बेतावेन
Gerar|Gerar|Gerar|Gerar|基拉耳|جرار|गरार
Kir|Kir|Quir|Kir|吉珥|قير|कीर
Mamre|Mamre|Manre|Mamre|幔利|ممرا|मम्रे
Millo|Milo|Milo|Milo|米罗||मिल्लो
Zin|Zin|Zim|Zin|寻|صين|सीन
Ziph|Zif|Zife|Zif|西弗|زيف|जीप
Zoar|Zoar|Zoar|Zoar|琐珥|صوغر|सोअर
Zorah|Zora|Zorá|Zora|琐拉|صرعة|सोरा
Adar|Adar|Adar|Adar|亚达|أذار|अदार
Bozrah|Bosra|Bozra|Bozra|波斯拉|بصرة|बोस्रा
Ezion Geber|Ezión-geber|Eziom-Geber|Ezion-Geber|以旬迦别|عصيون جابر|एस्योनगेबेर
Geshur|Gesur|Gesur|Gesur|基述|جشور|गशूर
Hormah|Horma|Hormá|Horma|何珥玛|حرمة|होर्मा
Makkedah|Maceda|Maquedá|Makeda|玛基大|مقيدة|मक्केदा
Meribah|Meriba|Meribá|Meriba|米利巴|مريبة|मरीबा
Meshech|Mesec|Meseque|Mesekh|米设|ماشك|मेशेक
Michmash|Micmas|Micmás|Mikhmas|密抹|مخماس|मिकमाश
Ophrah|Ofra|Ofra|Ofra|俄弗拉|عفرة|ओप्रा
Tekoa|Tecoa|Tecoa|Tekoa|提哥亚|تقوع|तकोआ
Topheth|Tofet|Tofete|Tofet|陀斐特|توفة|तोपेत
Adullam|Adulam|Adulão|Adulam|亚杜兰|عدلام|अदुल्लाम
Aphek|Afec|Afeque|Afek|亚弗|أفيق|अपेक
Chebar|Quebar|Quebar|Kebar|迦巴鲁|خابور|कबार
Cilicia|Cilicia|Cilícia|Kilikia|基利家|كيليكية|किलिकिया
Cyprus|Chipre|Chipre|Siprus|塞浦路斯|قبرس|कुप्रुस
Ebal|Ebal|Ebal|Ebal|以巴路|عيبال|एबाल
Edrei|Edrei|Edrei|Edrei|以得来|إذرعي|एद्रेई
Gilboa|Gilboa|Gilboa|Gilboa|基利波|جلبوع|गिलबो
Kittim|Quitim|Quitim|Kitim|基提|كتيم|
Luz|Luz|Luz|Lus|路斯|لوز|लूज|c
Mareshah|Maresa|Maressa|Maresa|玛利沙|مريشة|मारेशा
Memphis|Menfis|Mênfis|Memfis|挪弗|نوف|नोप
Philistia|Filistea|Filístia|Filistea|非利士|فلسطين|पलिश्त
Pisgah|Pisga|Pisga|Pisga|毗斯迦|الفسجة|पिसगा
Tappuah|Tapúa|Tapua|Tapuah|他普亚|تفوح|तप्पूह
Uz|Uz|Uz|Us|乌斯|عوص|ऊज
Arabia|Arabia|Arábia|Arab|亚拉伯|العرب|अरब
Azekah|Azeca|Azeca|Azeka|亚西加|عزيقة|अजेका
Azel|Azel|Azel|Azel|||
Bethsaida|Betsaida|Betsaida|Betsaida|伯赛大|بيت صيدا|बैतसैदा
Chaldea|Caldea|Caldeia|Kasdim|迦勒底|أرض الكلدانيين|
Dor|Dor|Dor|Dor|多珥|دور|दोर
Elim|Elim|Elim|Elim|以琳|إيليم|एलीम
Eshtaol|Estaol|Estaol|Esytaol|以实陶|أشتأول|एशताओल
Gedor|Gedor|Gedor|Gedor|基多|جدور|गदोर
Havilah|Havila|Havilá|Hawila|哈腓拉|حويلة|हवीला
Jabbok|Jaboc|Jaboque|Yabok|雅博|يبوق|यब्बोक
Jahaz|Jahaza|Jaza|Yahas|雅杂|ياهص|यहस
Jarmuth|Jarmut|Jarmute|Yarmut|耶末|يرموت|यर्मूत
Javan|Javán|Javã|Yawan|雅完|ياوان|यावान
Kiriathaim|Quiriataim|Quiriataim|Kiryataim|基列亭|قريتايم|किर्यातैम
Maon|Maón|Maom|Maon|玛云|معون|माओन
Media|Media|Média|Madai|玛代|مادي|मादै|c
Beth Shemesh|Bet-semes|Bete-Semes|Bet-Semes|伯示麦|بيت شمس|बेतशेमेश
Beth Horon|Bet-horón|Bete-Horom|Bet-Horon|伯和仑|بيت حورون|बेथोरोन
Beth Shean|Bet-seán|Bete-Seã|Bet-Sean|伯珊|بيت شان|बेतशान
En Gedi|En-gadi|En-Gedi|En-Gedi|隐基底|عين جدي|एनगदी
En Rogel|En-rogel|En-Rogel|En-Rogel|隐罗结|عين روجل|एनरोगेल
Asia|Asia|Ásia|Asia|亚细亚|أسيا|आसिया
Philippi|Filipos|Filipos|Filipi|腓立比|فيلبي|फिलिप्पी
Thessalonica|Tesalónica|Tessalônica|Tesalonika|帖撒罗尼迦|تسالونيكي|थिस्सलुनीके
Iconium|Iconio|Icônio|Ikonium|以哥念|إيقونية|इकुनियुम
Lystra|Listra|Listra|Listra|路司得|لسترة|लुस्त्रा
Troas|Troas|Trôade|Troas|特罗亚|ترواس|त्रोआस
Cyrene|Cirene|Cirene|Kirene|古利奈|القيرواني|कुरेनी
Laodicea|Laodicea|Laodiceia|Laodikia|老底嘉|لاودكية|लौदीकिया
Galatia|Galacia|Galácia|Galatia|加拉太|غلاطية|गलातिया
Gihon|Gihón|Giom|Gihon|基训|جيحون|गीहोन
Naioth|Naiot|Naiote|Nayot|拿约|نايوت|नबायोत
Nob|Nob|Nobe|Nob|挪伯|نوب|नोब
Shur|Shur|Sur|Syur|书珥|شور|शूर
Tahpanhes|Tafnes|Tafnes|Tahpanhes|答比匿|تحفنحيس|तहपन्हेस
Sepharvaim|Sefarvaim|Sefarvaim|Sefarwaim|西法瓦音|سفروايم|सपर्वैम
Gibbethon|Gibetón|Gibetom|Gibeton|基比顿|جبثون|गिब्बतोन
Hazeroth|Hazerot|Hazerote|Hazerot|哈洗录|حضيروت|हसेरोत
Machpelah|Macpela|Macpela|Makhpela|麦比拉|المكفيلة|मकपेला
Eshcol|Escol|Escol|Eskol|以实各|أشكول|एशकोल
Laish|Lais|Laís|Lais|拉亿|لايش|लैश
Kishon|Cisón|Quisom|Kison|基顺|قيشون|कीशोन
Taanach|Taanac|Taanaque|Taanakh|他纳|تعنك|तानाक
Zoan|Zoán|Zoã|Zoan|琐安|صوعن|सोअन
El Paran|El-parán|El-Parã|El-Paran|伊勒巴兰|إيل فاران|एल्पारान
Mesopotamia|Mesopotamia|Mesopotâmia|Mesopotamia|美索不达米亚|ما بين النهرين|मेसोपोटामिया
Penuel|Peniel|Penuel|Pniel|毗努伊勒|فنوئيل|पनूएल
Sharon|Sarón|Sarom|Saron|沙仑|شارون|शारोन
`;
